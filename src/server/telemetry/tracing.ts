/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: one span per request (and its
 * hooks and handler) through @fastify/otel, exported over OTLP/HTTP by the Node SDK. Without a collector nothing of
 * the SDK is loaded. Every log line written while a span is active carries its trace and span ids (`traceLogFields`).
 */
import { trace } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';

export interface Tracing {
  /** Register before every other plugin and route, so each request's span covers them all. */
  readonly plugin: FastifyPluginCallback;
  /** Sends the spans still buffered and stops the SDK (the shutdown drain calls it last). */
  shutdown(): Promise<void>;
}

/** Paths no trace is worth keeping for: the probes a load balancer polls every few seconds, and the metrics scrape. */
const UNTRACED_PATHS = ['/healthz', '/readyz', '/metrics'];

export async function startTracing(settings: { endpoint: string; serviceName: string } | null): Promise<Tracing | null> {
  if (settings === null) return null;
  const [{ NodeSDK }, { OTLPTraceExporter }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@fastify/otel'),
  ]);
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: (options) => UNTRACED_PATHS.includes(options.url) });
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [instrumentation],
  });
  sdk.start();
  return { plugin: instrumentation.plugin(), shutdown: () => sdk.shutdown() };
}

/** The active span's ids for a log line (`trace_id`, `span_id`), or nothing outside a span. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context === undefined ? {} : { trace_id: context.traceId, span_id: context.spanId };
}
