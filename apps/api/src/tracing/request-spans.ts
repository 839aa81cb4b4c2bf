import type { IncomingMessage } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { routeOf } from '../http/route-label';
import { REQUEST_LOGGER_HAS_TRACE } from '../logger';
import { shopTracer, tracingOn } from './spans';

const traced = new WeakMap<IncomingMessage, { span: Span; context: Context }>();

/** The request's span's context, where the hooks that end a request (logging its 5xx) run their work. */
export function withRequestContext<T>(request: FastifyRequest, run: () => T): T {
  const entry = traced.get(request.raw);
  return entry ? context.with(entry.context, run) : run();
}

/**
 * With tracing on, the request's server span starts where Fastify makes the request's logger, a child of
 * the caller's trace when a `traceparent` header came: the logger carries the trace id from its first
 * line ("incoming request") to its last, whatever async context each line is written in.
 */
export function requestSpanLogger(): Pick<FastifyServerOptions, 'childLoggerFactory'> {
  if (!tracingOn()) return {};
  return {
    childLoggerFactory(logger, bindings, options, raw) {
      const request = raw;
      const parent = propagation.extract(ROOT_CONTEXT, request.headers);
      const span = shopTracer().startSpan(request.method ?? 'HTTP', { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method ?? '' } }, parent);
      traced.set(request, { span, context: trace.setSpan(parent, span) });
      const { traceId, spanId } = span.spanContext();
      const child = logger.child({ ...bindings, traceId, spanId }, options);
      Object.defineProperty(child, REQUEST_LOGGER_HAS_TRACE, { value: true });
      return child;
    },
  };
}

/**
 * The span is named for the request's route template. Its context is entered when the request arrives and
 * again once its body is read (the body's stream events run outside it), so hooks, handlers and the
 * statements, calls and log lines they make all sit under it.
 */
export function registerRequestSpans(app: FastifyInstance): void {
  if (!tracingOn()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const entry = traced.get(request.raw);
    if (!entry) return done();
    const route = request.routeOptions.url;
    if (route) entry.span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
    context.with(entry.context, done);
  });
  app.addHook('preValidation', (request, _reply, done) => withRequestContext(request, done));
  app.addHook('onResponse', async (request, reply) => {
    const entry = traced.get(request.raw);
    if (!entry) return;
    const route = routeOf(request, reply.statusCode);
    entry.span.updateName(`${request.method} ${route}`);
    entry.span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode, 'canino.request_id': String(request.id) });
    if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
    entry.span.end();
  });
}
