import path from 'node:path';
import { loadConfig } from '../config';
import { backupPglite, fileStamp, restorePglite } from '../db/pglite-backup';
import { backupsDir } from '../services/backups/backup-files';

/**
 * `npm run db:backup [-- file]` and `npm run db:restore -- file`, for the embedded PGlite database.
 * Run them with the shop stopped: PGlite is one process's database.
 */
const [command, fileArg] = process.argv.slice(2);
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore (docs/deploy.md).');
  process.exit(2);
}
const dataDir = path.join(config.dataDir, 'db');
const baseDir = process.env.INIT_CWD ?? process.cwd();
try {
  if (command === 'backup') {
    const file = path.resolve(baseDir, fileArg ?? path.join(backupsDir(config), `canino-db-${fileStamp(new Date())}.tar.gz`));
    const { bytes } = await backupPglite(dataDir, file);
    console.log(`Backed up ${dataDir} to ${file} (${Math.round(bytes / 1024)} KB).`);
  } else if (command === 'restore' && fileArg) {
    const { keptAt } = await restorePglite(dataDir, path.resolve(baseDir, fileArg));
    console.log(`Restored ${fileArg} into ${dataDir}.${keptAt ? ` The database it replaced is kept in ${keptAt}.` : ''}`);
  } else {
    console.error('Usage: npm run db:backup [-- <file>]   |   npm run db:restore -- <file>');
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
