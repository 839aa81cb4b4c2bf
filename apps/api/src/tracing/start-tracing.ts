import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { traceDatabaseStatements } from './database-spans';
import { turnTracingOn } from './spans';

export interface Tracing {
  /** Sends the spans still waiting (tests; the shutdown does it too). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing, on only when the standard variables name a collector: OTEL_EXPORTER_OTLP_ENDPOINT
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (OTLP over HTTP, headers from OTEL_EXPORTER_OTLP_HEADERS), unless
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER names another exporter. Spans: each request (its route),
 * each database statement, each outgoing fetch (Razorpay, Shiprocket), each SMTP send and S3 call, each
 * job run (decision 048).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (env.OTEL_SDK_DISABLED === 'true') return undefined;
  if (env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== 'otlp') return undefined;
  // As the specification reads them: the traces' own endpoint as it is, the general one with /v1/traces.
  const general = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, '');
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (general ? `${general}/v1/traces` : undefined);
  if (!url) return undefined;
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'canino-shop' })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The context manager (AsyncLocalStorage) and the W3C trace-context propagator, as the globals.
  provider.register();
  // fetch (undici) reports through diagnostics channels: Razorpay's and Shiprocket's calls become spans.
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new UndiciInstrumentation()] });
  traceDatabaseStatements();
  turnTracingOn();
  return { flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}
