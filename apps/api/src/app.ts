import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { onChanges } from './db/after-commit-changes';
import { clientErrors, frameworkErrors, registerErrorHandler, sendNotFound } from './http/error-handler';
import { requestForLog } from './http/request-log';
import { sharedOrLocalLimits } from './http/rate-limit-store';
import { MULTIPART_LIMITS } from './http/multipart';
import { rejectNulCharacters } from './http/reject-nul';
import { refuseCrossSiteWrites } from './http/same-origin';
import { registerWebApp } from './http/static-files';
import { registerUploads } from './http/uploads';
import { tooManyAttemptsMessage } from './http/too-many-attempts';
import type { AppRoutes } from './http/types';
import { useReadableZodMessages } from './http/zod-messages';
import { connectRedis } from './redis';
import { nodeDirectory, type NodeDirectory } from './services/health/node-directory';
import { registerRequestMetrics } from './metrics/request-metrics';
import { registerRequestSpans, requestSpanLogger } from './tracing/request-spans';
import { createShopMetrics, type ShopMetrics } from './metrics/shop-metrics';
import { shareSessionVersions } from './services/auth/share-session-versions';
import { adminRoutes } from './routes/admin';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './routes/store/account';
import { authRoutes } from './routes/store/auth';
import { addressRoutes } from './routes/store/addresses';
import { catalogRoutes } from './routes/store/catalog';
import { invoiceRoutes } from './routes/store/invoices';
import { deliveryRoutes } from './routes/store/delivery';
import { orderRoutes } from './routes/store/orders';
import { paymentRoutes } from './routes/store/payments';
import { trackingRoutes } from './routes/store/tracking';
import { whatsappRoutes } from './routes/store/whatsapp';
import { grievanceRoutes } from './routes/store/grievances';
import { stockAlertRoutes } from './routes/store/stock-alerts';
import { personalDataRoutes } from './routes/store/personal-data';
import { petRoutes } from './routes/store/pets';
import { recommendationRoutes } from './routes/store/recommendations';
import { oneClickUnsubscribeRoute, privacyChoiceRoutes } from './routes/store/privacy-choices';
import { refillRoutes } from './routes/store/refills';
import { checkoutRecoveryRoutes } from './routes/store/checkout-recovery';
import { autoshipReorderRoutes } from './routes/store/autoship-reorder';
import { codConfirmationRoutes } from './routes/store/cod-confirmation';
import { subscriptionRoutes } from './routes/store/subscriptions';
import { reviewRoutes } from './routes/store/reviews';
import { returnRoutes } from './routes/store/returns';
import { seoRoutes } from './routes/seo';
import { shareCatalogInvalidations } from './services/catalog/share-invalidations';
import { forgetSavedSettings } from './services/shop/settings-changes';
import { shareSettingsChanges } from './services/shop/share-settings-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API processes running now, for the owner's System page. */
    nodeDirectory: NodeDirectory;
  }
}

/** Route groups under /admin/api; later groups (orders, admin) add themselves here. */
const API_ROUTES: AppRoutes[] = [
  catalogRoutes,
  authRoutes,
  accountRoutes,
  orderRoutes,
  returnRoutes,
  invoiceRoutes,
  paymentRoutes,
  trackingRoutes,
  whatsappRoutes,
  grievanceRoutes,
  stockAlertRoutes,
  personalDataRoutes,
  privacyChoiceRoutes,
  addressRoutes,
  deliveryRoutes,
  petRoutes,
  recommendationRoutes,
  refillRoutes,
  checkoutRecoveryRoutes,
  codConfirmationRoutes,
  autoshipReorderRoutes,
  subscriptionRoutes,
  reviewRoutes,
  adminRoutes,
];

/** The whole server as one Fastify instance; `main.ts` listens, tests use `app.inject`. */
export async function buildApp(
  ctx: AppContext,
  /** `metrics`: what main.ts serves on its own listener; without it the app counts into a registry of its own. */
  opts: { serveWeb?: boolean; metrics?: ShopMetrics } = {},
): Promise<FastifyInstance> {
  const metrics = opts.metrics ?? createShopMetrics(ctx);
  const app = Fastify({
    // Request lines name the path without the query or secret segments: emailed links carry tokens.
    loggerInstance: ctx.log.child({}, { serializers: { req: requestForLog } }),
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    // Request ids in logs tie a customer's report to the lines that explain it.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    clientErrorHandler: clientErrors,
    ...requestSpanLogger(),
  }).withTypeProvider<ZodTypeProvider>();

  useReadableZodMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The admin's System page reads the recent errors from it; tests read the figures.
  app.decorate('shopMetrics', metrics);
  registerRequestSpans(app);
  registerRequestMetrics(app, metrics);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://checkout.razorpay.com'],
        'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://www.google.com', 'https://maps.google.com'],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // A catalog write's answer leaves only once every other process will see the write (decision 019).
  app.addHook('onSend', async () => ctx.catalogCache.published());
  // After each commit: the pets kept per session follow every write of a session or a pet (decision 017);
  // the settings kept for a few seconds are dropped on an owner's save (decision 031), and the save bumps
  // the catalog's version, here and on every process, as the shop's details are in every kept page's head
  // (decision 039).
  const stopFollowing = onChanges(ctx.db, async (change) => {
    if (change.kind === 'customers') return ctx.sessionPets.changed(change.customerIds);
    forgetSavedSettings(ctx);
    ctx.catalogCache.invalidate();
  });
  app.addHook('onClose', async () => stopFollowing());
  // Redis, when set, is where several API processes share rate limits, catalog cache invalidations,
  // the versions of customers' sessions and the owner's settings saves. Without it (unset, or away for
  // a while) each process keeps its own: decision 012 (sessions: no copy is served while Redis is away,
  // decision 017; settings: their caches' few seconds, decision 031).
  const redis = ctx.config.redisUrl ? await connectRedis(ctx.config.redisUrl, ctx.log, 'api') : undefined;
  // The System page lists the API processes running now: through Redis when set (decision 048).
  const nodes = nodeDirectory(redis, ctx.config.redisPrefix);
  app.decorate('nodeDirectory', nodes);
  app.addHook('onClose', async () => nodes.stop());
  if (redis) {
    const stopSharing = [
      shareCatalogInvalidations(ctx.catalogCache, redis, ctx.config.redisPrefix, ctx.log),
      shareSessionVersions(ctx.sessionPets, redis, ctx.config.redisPrefix, ctx.log),
      shareSettingsChanges(ctx, redis, ctx.config.redisPrefix, ctx.log),
    ];
    app.addHook('onClose', async () => {
      for (const stop of stopSharing) stop();
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalLimits(redis, `${ctx.config.redisPrefix}rl:`) } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 0,
      message: tooManyAttemptsMessage(context.ttl),
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Canino shop API', version: '1.0.0', description: 'The storefront calls of the spec and the admin API.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', refuseCrossSiteWrites(ctx.config.publicUrl));
      api.addHook('preHandler', rejectNulCharacters);
      // Answers carry a customer's or the owner's data (/me, orders, addresses, the admin's tables): never
      // kept by a browser or a shared proxy, unless the route says how it may be (the catalog's ETags).
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      for (const routes of API_ROUTES) routes(api, ctx);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/admin/api' },
  );
  healthRoutes(app, ctx);
  seoRoutes(app, ctx);
  await oneClickUnsubscribeRoute(app, ctx);
  registerUploads(app, ctx);
  if (opts.serveWeb !== false) await registerWebApp(app, ctx, metrics.pageLookups);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
