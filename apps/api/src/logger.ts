import { trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';

export type Logger = FastifyBaseLogger;

/** Set on a request's logger that already carries its trace id (tracing/request-spans.ts). */
export const REQUEST_LOGGER_HAS_TRACE = Symbol('request logger has its trace id');

/**
 * The active span's trace and span ids, in every log line written inside it (pino's `mixin`; decision
 * 048): the lines services write through the shop's logger while a request or a job runs.
 */
export function traceFields(_merge: object, _level: number, logger: object): { traceId?: string; spanId?: string } {
  const span = REQUEST_LOGGER_HAS_TRACE in logger ? undefined : trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
