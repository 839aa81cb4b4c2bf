import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ImageStore } from './ports/image-store';
import { whatsappOutboxDir } from './services/whatsapp/simulated-whatsapp';

/** What the running shop uses, in words: the start banner and the start log line both say it. */
export interface RuntimeSummary {
  database: string;
  payments: string;
  email: string;
  whatsapp: string;
  uploads: string;
}

export function summarizeRuntime(config: Config, database: Pick<Database, 'kind'>, images: Pick<ImageStore, 'description'>): RuntimeSummary {
  return {
    database: database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : `PostgreSQL at ${hostOf(config.databaseUrl)}`,
    payments:
      config.payments.mode === 'razorpay'
        ? `Razorpay (key ${config.razorpay!.keyId})`
        : config.payments.testMode
          ? 'simulated, test mode: pages and emails say no real money is taken'
          : 'simulated (local shop)',
    email: config.smtpUrl ? `SMTP via ${hostOf(config.smtpUrl)}` : `.eml files in ${path.join(config.dataDir, 'outbox')}`,
    whatsapp: config.whatsapp ? `Cloud API, number id ${config.whatsapp.phoneNumberId}` : `JSON files in ${whatsappOutboxDir(config)}`,
    uploads: images.description,
  };
}

/** Host and port only: a URL's user name and password never reach a terminal or a log. */
function hostOf(url: string | undefined): string {
  try {
    const u = new URL(url ?? '');
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return 'the configured server';
  }
}
