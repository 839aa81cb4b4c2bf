import path from 'node:path';
import { z } from 'zod';
import { apiPath } from './api-dir';
import { choosePaymentsMode, isLocalUrl } from './config-payments';
import { chooseShippingMode } from './config-shipping';
import { chooseBackups } from './config-backups';
import type { Msg91Settings } from './services/sms/msg91';
import { chooseMessages } from './config-messages';

/** The owner's password guards every customer's details: shorter ones are refused at start (and by admin:create). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Every setting comes from the environment; each has a default that runs the shop with no setup. */
const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  PUBLIC_URL: z.string().url().optional(),
  // Set but empty (`DATA_DIR= npm start`) is unset: the shop's files never land in the folder it was started from.
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('data')),
  DATABASE_URL: z.string().optional(),
  DATABASE_NAMED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  DATABASE_PIPELINE: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('canino:'),
  S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(3).max(63).optional()),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Canino <hello@canino.in>'),
  // Empty counts as unset, as `PAYMENTS=` in a shell or an env file means.
  PAYMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['simulated', 'razorpay']).optional()),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  SIMULATED_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  SHIPPING: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['simulated', 'shiprocket', 'manual']).optional()),
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_API_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().optional(),
  SIMULATED_CARRIER_STEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(7 * 24 * 60)
    .default(30),
  SMS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['simulated', 'msg91']).default('simulated')),
  SMS_AUTH_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  SMS_TEMPLATE_ID: z.string().optional(),
  SMS_API_URL: z.string().url().default('https://control.msg91.com'),
  MESSAGES: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['simulated', 'whatsapp']).optional()),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  STOCK_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  MIN_SHELF_LIFE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters: it opens the admin panel, orders and customers' details`)
    .optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  CHECKOUT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  COUPON_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  COD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  REVIEW_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().default('loopback'),
  COD_CONFIRMATION: z.enum(['on', 'off']).default('on'),
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(24),
  PENDING_ORDER_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24),
  RECONCILE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  INVOICE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REFILL_REMIND_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(5),
  RECOVERY_FIRST_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  RECOVERY_SECOND_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(1440),
  ERASURE_NOTICE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(48),
  WEB_DIST: z.string().optional(),
  PAGE_CACHE_MB: z.coerce.number().positive().max(4096).default(64),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOB_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  JOB_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  METRICS_HOST: z.string().min(1).optional(),
  // Empty or `off` turns the metrics listener off, also in the embedded demo.
  METRICS_PORT: z.preprocess((v) => (v === '' ? 'off' : v), z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional()),
  BACKUP_SCHEDULE: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

/** The shop's settings, read from the environment by loadConfig: each field says what it is where it is set. */
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // `npm start` runs the server inside apps/api; relative paths mean what they meant where npm was typed.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Unset HOST: this computer only, unless PUBLIC_URL says the shop is public.
  const host = e.HOST ?? (isLocalUrl(publicUrl) ? '127.0.0.1' : '0.0.0.0');
  const localOnly = isLoopback(host) && isLocalUrl(publicUrl);
  const payments = choosePaymentsMode({
    payments: e.PAYMENTS,
    publicUrl,
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
  });
  const shipping = chooseShippingMode({ shipping: e.SHIPPING, publicUrl, email: e.SHIPROCKET_EMAIL, password: e.SHIPROCKET_PASSWORD });
  return {
    port: e.PORT,
    host,
    /**
     * Listening on this computer only (HOST unset or a loopback address) with a local PUBLIC_URL: a demo
     * started on the defaults, and its published demo admin password, cannot be reached from the network.
     */
    localOnly,
    publicUrl,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** PostgreSQL parses each repeated statement once per connection (decision 070); off behind a pooler that cannot keep them. */
    namedStatements: e.DATABASE_NAMED_STATEMENTS === 'on',
    /** PostgreSQL: a transaction's statements that need no answer in between share a round trip (decision 071). */
    pipeline: e.DATABASE_PIPELINE === 'on',
    redisUrl: e.REDIS_URL,
    /** Starts every Redis key and channel, so several shops (or staging and production) can share one Redis. */
    redisPrefix: e.REDIS_PREFIX,
    /** Object storage for uploaded images (decision 019); unset keeps them in `DATA_DIR/uploads`. */
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** The payment provider in use, and whether the shop must say that no real money is taken. */
    payments,
    /** Razorpay's settings, present exactly when `payments.mode` is `razorpay`. */
    razorpay:
      payments.mode === 'razorpay'
        ? {
            keyId: e.RAZORPAY_KEY_ID!,
            keySecret: e.RAZORPAY_KEY_SECRET!,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : undefined,
    /** How long after a simulated payment its webhook arrives (Razorpay's come seconds after the checkout's handler). */
    simulatedWebhookDelayMs: e.SIMULATED_WEBHOOK_DELAY_MS,
    /** The carrier (decision 016): simulated, Shiprocket, or none (`manual`: the owner types tracking numbers). */
    shipping,
    /** Shiprocket's settings, present exactly when `shipping` is `shiprocket`. */
    shiprocket:
      shipping === 'shiprocket'
        ? {
            email: e.SHIPROCKET_EMAIL!,
            password: e.SHIPROCKET_PASSWORD!,
            apiUrl: e.SHIPROCKET_API_URL.replace(/\/$/, ''),
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
            webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN || undefined,
          }
        : undefined,
    /** How long the simulated carrier takes from one tracking stage to the next. */
    simulatedCarrierStepMs: Math.round(e.SIMULATED_CARRIER_STEP_MINUTES * 60_000),
    /** MSG91's settings when `SMS=msg91`; undefined: login codes are written to `DATA_DIR/sms-outbox`. */
    msg91: chooseSms(e),
    /** WhatsApp's Cloud API settings when `MESSAGES=whatsapp`; undefined: order updates are written to `DATA_DIR/whatsapp-outbox`. */
    whatsapp: chooseMessages({
      messages: e.MESSAGES,
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      apiUrl: e.WHATSAPP_API_URL,
    }),
    /** How long a checkout sets its quantities and coupon use aside while the customer pays. */
    stockHoldMinutes: e.STOCK_HOLD_MINUTES,
    /** Days a batch must still have before its best-before month for it to be sold (decision 062). */
    minShelfLifeDays: e.MIN_SHELF_LIFE_DAYS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO === 'auto',
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : e.COOKIE_SECURE === 'true',
    logLevel: e.LOG_LEVEL,
    /** Requests per minute per client on login, password reset and contact. */
    rateLimitMax: e.RATE_LIMIT_MAX,
    /** Checkouts and create_order calls per minute per client: each may call the payment provider. */
    checkoutRateLimitMax: e.CHECKOUT_RATE_LIMIT_MAX,
    /** Sign-ups an hour per client: each tells whether a mobile number or email already has an account. */
    signupRateLimitMax: e.SIGNUP_RATE_LIMIT_MAX,
    /** Coupon lookups a minute per client: enough for a cart being edited, too few to guess codes. */
    couponRateLimitMax: e.COUPON_RATE_LIMIT_MAX,
    /** Cash-on-delivery orders an hour per client: each one sends a courier out without money taken. */
    codRateLimitMax: e.COD_RATE_LIMIT_MAX,
    /** Review writes and helpful votes an hour per client: plenty for a person, too few to flood a product. */
    reviewRateLimitMax: e.REVIEW_RATE_LIMIT_MAX,
    /** Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`). */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** How long an order waits for its payment before it expires (PENDING_ORDER_TTL_HOURS). */
    pendingOrderTtlMs: Math.round(e.PENDING_ORDER_TTL_HOURS * 3_600_000),
    /**
     * Whether a cash-on-delivery order waits for the shopper's confirmation before it may ship (COD_CONFIRMATION,
     * decision 063), and how long it waits before it is cancelled unanswered (COD_CONFIRM_HOURS).
     */
    codConfirmation: { required: e.COD_CONFIRMATION === 'on', withinMs: Math.round(e.COD_CONFIRM_HOURS * 3_600_000) },
    /** How long an order waits for its payment before the shop asks the provider about it (RECONCILE_AFTER_MINUTES). */
    reconcileAfterMs: e.RECONCILE_AFTER_MINUTES * 60_000,
    /** How long a guest's emailed invoice link opens, from when it was issued (INVOICE_LINK_DAYS). */
    invoiceLinkMs: e.INVOICE_LINK_DAYS * 24 * 3_600_000,
    /** How many days before a pack runs out its refill reminder goes (REFILL_REMIND_DAYS_BEFORE). */
    refillRemindDaysBefore: e.REFILL_REMIND_DAYS_BEFORE,
    /**
     * A left checkout's emails (decision 060): the first and second this long after the shopper last reached
     * checkout (RECOVERY_FIRST_AFTER_MINUTES, RECOVERY_SECOND_AFTER_MINUTES); the second's coupon is the
     * owner's choice in the admin.
     */
    recovery: {
      firstAfterMs: e.RECOVERY_FIRST_AFTER_MINUTES * 60_000,
      secondAfterMs: Math.max(e.RECOVERY_SECOND_AFTER_MINUTES, e.RECOVERY_FIRST_AFTER_MINUTES) * 60_000,
    },
    /** How long after a customer asks to delete their account it is erased; until then they may keep it (ERASURE_NOTICE_HOURS). */
    erasureNoticeMs: e.ERASURE_NOTICE_HOURS * 3_600_000,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : apiPath('../web/dist'),
    /** The most memory the storefront's finished pages may take, compressed, in bytes (PAGE_CACHE_MB; decision 039). */
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    /** The job worker (decision 008): attempts per job, retry backoff, how often it polls, how long a job is leased. */
    jobs: {
      maxAttempts: e.JOB_MAX_ATTEMPTS,
      retryBaseMs: e.JOB_RETRY_BASE_MS,
      retryMaxMs: e.JOB_RETRY_MAX_MS,
      pollMs: e.JOB_POLL_MS,
      leaseMs: e.JOB_LEASE_MS,
      timeoutMs: e.JOB_TIMEOUT_MS,
    },
    /**
     * Where `/metrics` is served, apart from the public port (decision 047); undefined: not at all. `demo` is
     * the embedded database's default, which gives way to another shop already on its port.
     */
    metrics: metricsListener(e.METRICS_HOST, e.METRICS_PORT, e.DATABASE_URL),
    /** Scheduled backups of the embedded database (decision 054); undefined: none (PostgreSQL, or `BACKUP_SCHEDULE=off`). */
    backups: chooseBackups({ schedule: e.BACKUP_SCHEDULE, keep: e.BACKUP_KEEP, databaseUrl: e.DATABASE_URL }),
  };
}

/**
 * `SMS` is chosen, never guessed from keys: simulated unless `SMS=msg91`, which needs its three settings.
 * Keys without `SMS=msg91` are refused too, so a shop never believes it texts customers while it does not.
 */
function chooseSms(e: z.infer<typeof env>): Msg91Settings | undefined {
  const missing = (['SMS_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_TEMPLATE_ID'] as const).filter((k) => !e[k]);
  if (e.SMS === 'simulated') {
    if (missing.length < 3)
      throw new Error('SMS_AUTH_KEY, SMS_SENDER_ID and SMS_TEMPLATE_ID are set but SMS is not msg91: set SMS=msg91 to send login codes through MSG91, or remove them.');
    return undefined;
  }
  if (missing.length > 0) throw new Error(`SMS=msg91 needs ${missing.join(', ')} (the authkey, the DLT sender id and the flow's template id, from MSG91's panel).`);
  return { authKey: e.SMS_AUTH_KEY!, senderId: e.SMS_SENDER_ID!, templateId: e.SMS_TEMPLATE_ID!, apiUrl: e.SMS_API_URL.replace(/\/$/, '') };
}

/** The port Prometheus' own Node.js exporters use, so a scrape config written for them finds the shop. */
const DEMO_METRICS_PORT = 9464;

/**
 * On when METRICS_PORT is set; with no DATABASE_URL (the embedded demo) on at 127.0.0.1:9464, where only
 * this machine reaches it; otherwise (production on PostgreSQL) off unless asked for.
 */
function metricsListener(host: string | undefined, port: number | 'off' | undefined, databaseUrl: string | undefined): { host: string; port: number; demo: boolean } | undefined {
  if (port === 'off') return undefined;
  if (port !== undefined) return { host: host ?? '127.0.0.1', port, demo: false };
  if (databaseUrl) return undefined;
  return { host: host ?? '127.0.0.1', port: DEMO_METRICS_PORT, demo: true };
}

/**
 * `false` trusts nobody: the client is the connection's address, so X-Forwarded-For cannot be forged to
 * dodge the rate limits. The default `loopback` trusts a reverse proxy on the same machine only.
 */
function parseTrustProxy(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  // A number is how many proxies stand in front; anything else is addresses or ranges (`10.0.0.0/8`).
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** 127.0.0.1 (or any 127.x), ::1 or localhost: an address only this computer reaches. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
