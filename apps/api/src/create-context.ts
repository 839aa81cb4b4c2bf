import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { traceFields, type Logger } from './logger';
import { MemorySessionCache } from './services/auth/memory-session-cache';
import { MemoryCatalogCache } from './services/catalog/memory-catalog-cache';
import { createMailer } from './services/mail/mailer';
import { withJobs } from './services/jobs/with-jobs';
import { createPaymentProvider } from './services/payments/create-provider';
import { createSmsSender } from './services/sms/create-sender';
import { createMessageChannel } from './services/whatsapp/create-channel';
import { createShippingProvider } from './services/shipping/create-provider';
import { createImageStore } from './services/uploads/create-image-store';
import { markTestModeMail } from './test-mode';

/** Wires the real parts chosen by the settings: PostgreSQL or PGlite, SMTP or the outbox folder. */
export async function createContext(config: Config, log: Logger = pino({ level: config.logLevel, mixin: traceFields })): Promise<{ ctx: AppContext; database: Database }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    namedStatements: config.namedStatements,
    pipeline: config.pipeline,
    dataDir: path.join(config.dataDir, 'db'),
    onIdleError: (err) => log.warn({ err }, 'an idle database connection failed; the pool replaces it'),
  });
  const ctx: AppContext = withJobs({
    config,
    db: database.db,
    log,
    mailer: markTestModeMail(config, createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log })),
    images: createImageStore(config),
    catalogCache: new MemoryCatalogCache(),
    sessionPets: new MemorySessionCache(),
    payments: await createPaymentProvider(config, log, database.db),
    shipping: createShippingProvider(config, log),
    sms: createSmsSender(config, log),
    messages: createMessageChannel(config, log),
    now: () => new Date(),
  });
  return { ctx, database };
}
