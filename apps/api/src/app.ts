import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import { registerErrorHandler, sendNotFound } from './http/error-handler';
import { MULTIPART_LIMITS } from './http/multipart';
import { registerStaticFiles } from './http/static-files';
import type { Api } from './http/types';
import { accountRoutes } from './routes/store/account';
import { authRoutes } from './routes/store/auth';
import { catalogRoutes } from './routes/store/catalog';

export type AppRoutes = (app: Api, ctx: AppContext) => void;

/** Route groups under /admin/api; later groups (orders, admin) add themselves here. */
const API_ROUTES: AppRoutes[] = [catalogRoutes, authRoutes, accountRoutes];

/** The whole server as one Fastify instance; `main.ts` listens, tests use `app.inject`. */
export async function buildApp(ctx: AppContext, opts: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Request ids in logs tie a customer's report to the lines that explain it.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
  const redis = ctx.config.redisUrl ? new Redis(ctx.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'canino-rl:' } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 0,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
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
      for (const routes of API_ROUTES) routes(api as Api, ctx);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/admin/api' },
  );
  if (opts.serveWeb !== false) await registerStaticFiles(app, ctx);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
