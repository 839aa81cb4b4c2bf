import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceFields, type Logger } from '../src/logger';
import { startTracing, type Tracing } from '../src/tracing/start-tracing';
import { startFakeRazorpay, type FakeRazorpay } from './helpers/fake-razorpay';
import { createProduct } from './helpers/factories';
import { checkoutBody, orderRow, paidReport, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A span as OTLP/HTTP's JSON encoding carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const SERVER = 2;
const CLIENT = 3;

const spans: OtlpSpan[] = [];
const logLines: Record<string, unknown>[] = [];
let receiver: http.Server;
let tracing: Tracing;
let fake: FakeRazorpay;
let t: TestApp;

beforeAll(async () => {
  // A collector of our own: OTLP over HTTP, the exporter's JSON encoding.
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      expect(req.url).toBe('/v1/traces');
      const message = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const r of message.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` })!;
  const log = pino(
    { level: 'info', mixin: traceFields },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  ) as Logger;
  fake = await startFakeRazorpay();
  t = await createTestApp(fake.env, { log });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await tracing?.shutdown();
  receiver?.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('tracing', () => {
  it('is off without the OTLP endpoint settings', () => {
    expect(startTracing({})).toBeUndefined();
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  it('sends the span tree of a paid checkout: the request by route, its statements, the call to Razorpay and the email job', async () => {
    const product = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]));
    const paid = fake.pay(session.razorpayOptions.order_id);
    const res = await reportPayment(
      t,
      session,
      paidReport({ razorpay_payment_id: paid.paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: paid.signature }),
    );
    expect(res.json().status).toBe(1);
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
    await tracing.flush();

    const checkout = spans.find((s) => s.name === 'POST /admin/api/checkout')!;
    expect(checkout).toMatchObject({ kind: SERVER });
    expect(attribute(checkout, 'http.route')).toBe('/admin/api/checkout');
    expect(Number(attribute(checkout, 'http.response.status_code'))).toBe(200);
    const inCheckout = spans.filter((s) => s.traceId === checkout.traceId);
    const byId = new Map(inCheckout.map((s) => [s.spanId, s]));
    /** True when `span` sits under the request's span, however deep. */
    const under = (span: OtlpSpan) => {
      for (let p = span.parentSpanId; p; p = byId.get(p)?.parentSpanId) if (p === checkout.spanId) return true;
      return false;
    };
    const statements = inCheckout.filter((s) => s.name.startsWith('db '));
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.every(under)).toBe(true);
    expect(statements.some((s) => s.name === 'db SELECT')).toBe(true);
    expect(statements.some((s) => String(attribute(s, 'db.query.text')).includes('insert into orders'))).toBe(true);
    // The statement's text is recorded, its parameters (the customer's details) never.
    expect(JSON.stringify(statements)).not.toContain('Lake View Road');
    const razorpay = inCheckout.find((s) => s.kind === CLIENT && String(attribute(s, 'url.full') ?? '').includes('/v1/orders'));
    expect(razorpay, 'the call creating the Razorpay order').toBeDefined();
    expect(under(razorpay!)).toBe(true);

    const report = spans.find((s) => s.name === 'POST /admin/api/create_order')!;
    expect(report.traceId).not.toBe(checkout.traceId);
    expect(spans.some((s) => s.traceId === report.traceId && s.name === 'db UPDATE')).toBe(true);
    expect(spans.some((s) => s.name === 'job email' && !s.parentSpanId)).toBe(true);
  });

  it("puts the request's trace id in every log line of that request", () => {
    const checkout = spans.find((s) => s.name === 'POST /admin/api/checkout')!;
    const incoming = logLines.find((l) => (l.req as { url?: string } | undefined)?.url === '/admin/api/checkout')!;
    const lines = logLines.filter((l) => l.reqId === incoming.reqId);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.traceId, String(line.msg)).toBe(checkout.traceId);
  });
});
