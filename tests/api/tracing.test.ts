/**
 * Traces: with a collector named, every request is a span exported over OTLP/HTTP, named by its route pattern, and
 * the request's log lines carry its trace id; the probes are not traced. A stand-in collector receives the export.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { context, propagation, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../src/server/telemetry/tracing';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';

interface ExportedSpan {
  name: string;
  traceId: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface TraceExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

describe('OpenTelemetry traces', () => {
  const exports: TraceExport[] = [];
  const logLines: Record<string, unknown>[] = [];
  let collector: Server;
  let tracing: Tracing;
  let t: TestApp;

  beforeAll(async () => {
    collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
    const started = await startTracing({ endpoint: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`, serviceName: 'cu-tracing-test' });
    if (started === null) throw new Error('tracing did not start with a collector named');
    tracing = started;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', { logger: { level: 'info', stream }, tracing: tracing.plugin });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((closed) => collector?.close(closed));
    // The SDK registered itself globally: API test files share a worker, so the next file must find no tracer.
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it('starts nothing without a collector', async () => {
    await expect(startTracing(null)).resolves.toBeNull();
  });

  it('exports a span per request named by its route, with its trace id in the log line, and none for the probes', async () => {
    const sid = await signInAs(t.app, 'member');
    const summary = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid } });
    expect(summary.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await tracing.shutdown(); // sends what is buffered

    const resources = exports.flatMap((payload) => payload.resourceSpans);
    expect(resources.flatMap((resource) => resource.resource.attributes).find((attribute) => attribute.key === 'service.name')?.value.stringValue).toBe('cu-tracing-test');
    const spans = resources.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    const routeOf = (span: ExportedSpan) => span.attributes.find((attribute) => attribute.key === 'http.route')?.value.stringValue;
    const request = spans.find((span) => routeOf(span) === '/api/arrangement-manager/client-api/v2/productsummary');
    expect(request, JSON.stringify(spans.map((span) => [span.name, routeOf(span)]))).toBeDefined();
    expect(spans.some((span) => routeOf(span) === '/healthz')).toBe(false);

    const logged = logLines.filter((line) => line.trace_id === request?.traceId);
    expect(logged.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => typeof line.trace_id === 'string').every((line) => /^[0-9a-f]{32}$/.test(String(line.trace_id)))).toBe(true);
  });
});
