import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { CatalogCache } from './ports/catalog-cache';
import type { SessionCache } from './ports/session-cache';
import type { PetsOfSession } from './repositories/pets';
import type { JobRunner } from './ports/job-runner';
import type { Mailer } from './ports/mailer';
import type { PaymentProvider } from './ports/payment-provider';
import type { ShippingProvider } from './ports/shipping-provider';
import type { ImageStore } from './ports/image-store';
import type { SmsSender } from './ports/sms-sender';
import type { MessageChannel } from './ports/message-channel';

/** What services need from the outside world, passed in so tests can give each its own. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  images: ImageStore;
  catalogCache: CatalogCache;
  /** The pets of the customer sessions this process served ("Picked for", decision 017). */
  sessionPets: SessionCache<PetsOfSession>;
  payments: PaymentProvider;
  /** The carrier `SHIPPING` chose; null in `manual` mode (the owner types tracking numbers). */
  shipping: ShippingProvider | null;
  /** Login codes by SMS: MSG91, or the outbox folder (`SMS`). */
  sms: SmsSender;
  /** Order updates on WhatsApp: the Cloud API, or the outbox folder (`MESSAGES`). */
  messages: MessageChannel;
  /** The job worker of this process (decision 008). */
  jobs: JobRunner;
  now: () => Date;
}
