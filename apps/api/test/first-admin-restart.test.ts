import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from './helpers/server-process';

/**
 * The demo admin must not outlive the shop's own admin (decision 011), through the real entry point: a
 * shop first started on the embedded defaults (demo admin), then restarted on the same DATA_DIR with its
 * own admin. The service-level cases, PostgreSQL
 * included, are in first-admin.test.ts.
 */
const START_TIMEOUT = 180_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-admin-restart-'));
const running: ShopProcess[] = [];
afterAll(async () => {
  for (const shop of running) await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run<T>(env: Record<string, string>, use: (shop: ShopProcess) => Promise<T>): Promise<T> {
  const shop = await startShop({ DATA_DIR: dataDir, ...env }, START_TIMEOUT);
  running.push(shop);
  try {
    return await use(shop);
  } finally {
    running.splice(running.indexOf(shop), 1);
    await shop.stop();
  }
}

const adminLogin = (shop: ShopProcess, email: string, password: string) =>
  fetch(`${shop.url}/admin/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
const adminMe = (shop: ShopProcess, cookie: string) => fetch(`${shop.url}/admin/api/admin/me`, { headers: { cookie } });

describe.runIf(process.env.TEST_DB !== 'postgres')('restarting a demo shop with ADMIN_EMAIL/ADMIN_PASSWORD', () => {
  it(
    'the demo admin can no longer log in, and its session cookie from before the restart is refused',
    async () => {
      const demoCookie = await run({}, async (shop) => {
        expect(shop.output()).toContain('Demo admin created: admin@canino.local / canino-admin');
        const res = await adminLogin(shop, 'admin@canino.local', 'canino-admin');
        expect(res.status).toBe(200);
        const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
        expect((await adminMe(shop, cookie)).status).toBe(200);
        return cookie;
      });

      await run({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner-password-1' }, async (shop) => {
        expect((await adminLogin(shop, 'admin@canino.local', 'canino-admin')).status).toBe(401);
        expect((await adminMe(shop, demoCookie)).status).toBe(401);
        expect((await adminLogin(shop, 'owner@shop.test', 'owner-password-1')).status).toBe(200);
      });
    },
    START_TIMEOUT * 2,
  );

  it('refuses to start with an ADMIN_PASSWORD under 12 characters, saying so', async () => {
    await expect(startShop({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'too-short' }, START_TIMEOUT)).rejects.toThrow(
      /exited with 1[\s\S]*ADMIN_PASSWORD: must be at least 12 characters/,
    );
  });
});
