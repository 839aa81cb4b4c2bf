import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake provider reads it: its method, path, headers and raw body. */
export interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/** Answers with a status and a JSON body. */
export type Answer = (status: number, body: unknown) => void;

/**
 * A provider's API faked on a local port (127.0.0.1, any free port), the way its real adapter is tested:
 * each request read whole, then handed to `handle` with a way to answer it in JSON.
 */
export async function startLocalJsonServer(handle: (req: ReceivedRequest, answer: Answer) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () =>
      handle({ method: req.method, url: req.url, headers: req.headers, raw }, (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
