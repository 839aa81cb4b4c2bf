import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startShop } from './helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-sigterm-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * A request whose body arrives slowly: the headers now, with `Expect: 100-continue`, so the server's
 * "continue" proves it has taken the request in (a busy machine may not have read it yet after a fixed
 * pause, and a request the server first sees while closing is rightly answered 503); half the body once
 * it has, the rest when `finish` is called.
 */
function slowRequest(url: string, body: string) {
  const req = http.request(`${url}/admin/api/auth_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const taken = new Promise<void>((resolve) => req.once('continue', () => resolve(void req.write(body.slice(0, 10)))));
  req.flushHeaders();
  return { answer, taken, finish: () => req.end(body.slice(10)) };
}

it('SIGTERM lets a request in flight finish, answers it, and exits 0', async () => {
  const shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: 'never' }, 180_000);
  const slow = slowRequest(shop.url, JSON.stringify({ mobile: '9876543210', password: 'not-the-password' }));
  await slow.taken;
  const exit = shop.stop();
  await new Promise((r) => setTimeout(r, 1_000));
  slow.finish();
  const answer = await slow.answer;
  expect(answer.status).toBe(401);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 0 });
  expect(await exit).toBe(0);
}, 240_000);
