import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';

/**
 * `/metrics` on a listener of its own (METRICS_HOST/METRICS_PORT), never the public port: the figures
 * are the shop's business and are for the operators' network only. Anything but `GET /metrics` is a 4xx.
 */
export async function startMetricsServer(registry: Registry, where: { host: string; port: number }, log: Logger): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(res, 404, 'Not found: the metrics are at /metrics\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET is answered here\n', { allow: 'GET, HEAD' });
    registry.metrics().then(
      (text) => answer(res, 200, req.method === 'HEAD' ? '' : text, { 'content-type': registry.contentType }),
      (err: unknown) => {
        log.error({ err }, 'metrics could not be collected');
        answer(res, 503, 'The metrics could not be collected now\n');
      },
    );
  });
  // A scrape is one small request; a client that holds a connection open gets nothing more.
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answer(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}
