import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueMobile } from './helpers/factories';
import { startShop, type ShopProcess } from './helpers/server-process';

/**
 * The real entry point as `npm start` runs it: a fresh data folder gets the demo catalog, a restart
 * keeps everything. PGlite runs in the api-pglite project, PostgreSQL in api-postgres.
 */
const START_TIMEOUT = 180_000;
const dataDirs: string[] = [];
const running: ShopProcess[] = [];
afterAll(async () => {
  for (const shop of running) await shop.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-start-'));
  dataDirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const shop = await startShop(env, START_TIMEOUT);
  running.push(shop);
  return shop;
}

async function stop(shop: ShopProcess) {
  running.splice(running.indexOf(shop), 1);
  expect(await shop.stop()).toBe(0);
}

const getJson = async (shop: ShopProcess, url: string) => {
  const res = await fetch(shop.url + url);
  return { status: res.status, body: (await res.json()) as { status: number; message?: string; data: unknown } };
};

async function expectDemoCatalog(shop: ShopProcess) {
  const products = await getJson(shop, '/admin/api/product');
  expect((products.body.data as unknown[]).length).toBeGreaterThanOrEqual(24);
  expect((await getJson(shop, '/admin/api/banner')).body.data).toHaveLength(2);
  expect((await getJson(shop, '/admin/api/category')).body.status).toBe(1);
  expect((await getJson(shop, '/admin/api/coupen/WELCOME10')).body).toMatchObject({ status: 1, data: { coupen_per: 10 } });
  const expired = await getJson(shop, '/admin/api/coupen/EXPIRED5');
  expect(expired).toEqual({ status: 404, body: { status: 0, message: 'This coupon code is not valid', errors: { code: 'This coupon code is not valid' } } });
  const first = (products.body.data as { product_img: string }[])[0]!;
  expect((await fetch(shop.url + first.product_img)).headers.get('content-type')).toBe('image/webp');
  return (products.body.data as { product_id: number }[]).map((p) => p.product_id);
}

async function register(shop: ShopProcess) {
  const mobile = uniqueMobile();
  const form = new FormData();
  const fields = {
    pet_name: 'Bruno',
    breed: 'Indie',
    age: '2',
    weight: '15',
    needs: '',
    owner_name: 'Kavya',
    owner_number: mobile,
    email: `kavya.${mobile}@example.com`,
    password: 'kept-password-1',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${shop.url}/admin/api/auth_register`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return { mobile, password: fields.password };
}

async function login(shop: ShopProcess, who: { mobile: string; password: string }) {
  const res = await fetch(`${shop.url}/admin/api/auth_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return res.status;
}

/** Starts, checks the demo shop, registers a customer, restarts, checks that nothing was lost. */
async function startTwice(env: Record<string, string>) {
  const firstRun = await start(env);
  expect(firstRun.output()).toMatch(/Canino shop is running at http:\/\/localhost:\d+/);
  const ids = await expectDemoCatalog(firstRun);
  const customer = await register(firstRun);
  expect(await login(firstRun, customer)).toBe(200);
  await stop(firstRun);

  const secondRun = await start(env);
  expect(await expectDemoCatalog(secondRun)).toEqual(ids);
  expect(await login(secondRun, customer)).toBe(200);
  await stop(secondRun);
}

describe.runIf(process.env.TEST_DB !== 'postgres')('npm start on the embedded database', () => {
  it(
    'serves the demo shop from DATA_DIR and keeps its data across a restart',
    async () => {
      const dataDir = tempDataDir();
      await startTwice({ DATA_DIR: dataDir });
      // Everything the shop wrote is inside DATA_DIR.
      expect(fs.readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['db', 'uploads']));
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    },
    START_TIMEOUT * 2,
  );
});

describe.runIf(process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL))('npm start with DATABASE_URL', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `canino_start_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it(
    'migrates a fresh PostgreSQL database, loads the demo shop and keeps its data across a restart',
    async () => {
      await admin(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const dataDir = tempDataDir();
      await startTwice({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    START_TIMEOUT * 2,
  );
});
