import fs from 'node:fs';
import path from 'node:path';
import { withInProcessShop } from '../support/in-process-shop';
import type { Result } from '../types';
import { measureInRounds } from './rounds';

/**
 * The catalog cache against the fastest thing the same server can do with the same bytes: send them
 * as a static file. The server runs here, on PGlite with 500+ products; autocannon runs in a worker
 * thread, so the load and the server each have a core of the two this machine has.
 */
const PRODUCTS = 540;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 3;
/** The goal: the API at least half as fast as a static file of the same bytes. */
const TARGET_RATIO = 0.5;

export function measureCatalogAnswer(): Promise<Result[]> {
  return withInProcessShop(PRODUCTS, async (base, dataDir) => {
    const apiUrl = `${base}/admin/api/product`;
    const first = await fetch(apiUrl);
    const body = Buffer.from(await first.arrayBuffer());
    const apiEtag = first.headers.get('etag')!;
    const count = (JSON.parse(body.toString()) as { data: unknown[] }).data.length;
    if (count < 500) throw new Error(`the API listed ${count} products, expected 500 or more`);

    // The same bytes as a file under uploads/, streamed from the disk image store by the same server.
    fs.mkdirSync(path.join(dataDir, 'uploads', 'bench'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'bench', 'products.json'), body);
    const staticUrl = `${base}/admin/uploads/bench/products.json`;
    const staticEtag = (await fetch(staticUrl)).headers.get('etag')!;

    const [api, file, api304, file304] = (
      await measureInRounds(
        [
          { url: apiUrl, expect: '2xx' },
          { url: staticUrl, expect: '2xx' },
          { url: apiUrl, expect: '3xx', headers: { 'if-none-match': apiEtag } },
          { url: staticUrl, expect: '3xx', headers: { 'if-none-match': staticEtag } },
        ],
        { connections: CONNECTIONS, duration: DURATION_S, rounds: ROUNDS, inWorker: true },
      )
    ).map((m) => m.requests) as [number, number, number, number];

    const note = `${count} products, ${Math.round(body.length / 1024)} KB, ${CONNECTIONS} connections, ${ROUNDS}×${Math.round(DURATION_S / ROUNDS)} s`;
    return [
      { metric: 'GET /admin/api/product', value: api, unit: 'req/s', note },
      { metric: 'same bytes as a static file', value: file, unit: 'req/s', note },
      { metric: 'API ÷ static file', value: api / file, unit: 'x', target: { min: TARGET_RATIO } },
      { metric: 'GET /admin/api/product, If-None-Match (304)', value: api304, unit: 'req/s' },
      { metric: 'static file, If-None-Match (304)', value: file304, unit: 'req/s' },
      { metric: 'API ÷ static file, 304', value: api304 / file304, unit: 'x' },
    ];
  });
}
