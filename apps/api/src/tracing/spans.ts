import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

let tracing = false;

/** Whether spans are being recorded (start-tracing.ts turns this on); off, the shop's code makes none. */
export const tracingOn = (): boolean => tracing;
export const turnTracingOn = (): void => void (tracing = true);

export const shopTracer = () => trace.getTracer('canino-shop');

/**
 * `run` inside a span, a child of the active one, that records a thrown error. With tracing off it is
 * `run()` and nothing else: the shop pays for spans only when they are exported (decision 048).
 */
export function inSpan<T>(name: string, attributes: Attributes, run: () => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  if (!tracing) return run();
  return shopTracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await run();
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}
