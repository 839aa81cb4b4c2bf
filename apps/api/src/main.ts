import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { ensureFirstAdmin } from './services/admin/first-admin';
import { seedDemoIfEmpty } from './db/seed/seed-demo';

const config = loadConfig();
const { ctx, database } = await createContext(config);
if (config.seedDemo) await seedDemoIfEmpty(ctx);
await ensureFirstAdmin(ctx, database.kind === "pglite" && config.seedDemo);
const app = await buildApp(ctx);

async function shutdown(signal: string) {
  ctx.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL';
console.log(`\n  Canino shop is running at ${config.publicUrl}  (database: ${where})\n  Admin panel: ${config.publicUrl}/admin\n`);
