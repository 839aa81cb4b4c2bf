import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** The Fastify instance with zod schemas as its type provider: request parts are typed from their schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A group of routes: what the app registers, and what the admin registers behind each area's guard. */
export type AppRoutes = (app: Api, ctx: AppContext) => void;
