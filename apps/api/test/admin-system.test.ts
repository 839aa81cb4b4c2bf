import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './admin-support';
import { createTestApp, type TestApp } from './helpers/test-app';

const SECRETS = {
  SMTP_URL: 'smtp://mailer:smtp-pass-4242@mail.internal:587',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-5151',
  SHIPROCKET_WEBHOOK_TOKEN: 'ship-token-6161',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-7171',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SECRETS);
});
afterAll(async () => t?.close());

describe('GET /admin/api/admin/system', () => {
  it('shows the owner what runs, how it is set up, the queue, the last backup and the last server errors, and no secret', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'backups', 'canino-db-2026-11-27.tar.gz'), Buffer.alloc(2048));
    // A server error as request-metrics.ts records it (metrics.test.ts follows one from its request).
    t.app.shopMetrics.recentErrors.add({
      at: new Date().toISOString(),
      requestId: 'req-1',
      method: 'GET',
      route: '/admin/api/orders/:id',
      status: 500,
      message: 'disk full at /var/lib/canino/db for postgres://shop:db-pass-8181@db.internal/shop',
    });
    const { call } = await asAdmin(t, 'owner');
    const res = await call('GET', '/system');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      database: { kind: 'pglite' },
      modes: { payments: 'simulated (test mode)', email: 'SMTP', storage: 'files on this machine', shipping: 'manual (tracking numbers typed in)' },
      redis: 'not configured',
      jobs: { depth: expect.any(Number), failed: 0 },
      lastBackup: { sizeBytes: 2048 },
      backupSchedule: { cron: '0 3 * * *', keep: 7, nextAt: expect.any(String) },
    });
    // 03:00 India time is 21:30 UTC, within the next day.
    expect(data.backupSchedule.nextAt).toMatch(/T21:30:00\.000Z$/);
    expect(Date.parse(data.backupSchedule.nextAt) - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(data.database.sizeBytes).toBeGreaterThan(0);
    expect(data.nodes).toHaveLength(1);
    expect(data.nodes[0].uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.recentErrors[0]).toMatchObject({ route: '/admin/api/orders/:id', status: 500, requestId: 'req-1' });
    for (const secret of ['smtp-pass-4242', 'mail.internal', 'whsec-5151', 'ship-token-6161', 'owner-password-7171', 'db-pass-8181', '/var/lib', t.dataDir]) {
      expect(res.body, secret).not.toContain(secret);
    }
  });

  it("is the owner's alone: staff get 403, a stranger 401", async () => {
    for (const role of ['orders', 'catalog'] as const) {
      const { call } = await asAdmin(t, role);
      expect((await call('GET', '/system')).statusCode, role).toBe(403);
    }
    expect((await t.app.inject('/admin/api/admin/system')).statusCode).toBe(401);
  });

  it('answers a parameter it does not take with a 400 naming it', async () => {
    const { call } = await asAdmin(t, 'owner');
    const res = await call('GET', '/system?node=../../etc/passwd');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('passwd');
  });
});
