import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiPath } from '../src/api-dir';
import { openDatabase, type Database } from '../src/db/client';
import { onChanges } from '../src/db/after-commit-changes';
import { customers, pets, sessions } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { connectRedis } from '../src/redis';
import { insertPet } from '../src/repositories/pets';
import { MemorySessionCache } from '../src/services/auth/memory-session-cache';
import { shareSessionVersions } from '../src/services/auth/share-session-versions';
import { hashToken } from '../src/services/tokens';
import { MemoryCatalogCache } from '../src/services/catalog/memory-catalog-cache';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { pngImage } from './helpers/images';
import { machineRedisUp, MACHINE_REDIS_URL, runRedisPrefix } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * "Picked for" keeps each session's pets in memory (decision 017). These tests hold it to its promise: a
 * returning session is answered from memory, and every write that can change the answer (a pet saved, a
 * photo, a removal, the spec's profile call, a logout, a password reset, the session's end) shows on the
 * very next answer, on the process that wrote and (PostgreSQL and Redis) on another one.
 */

const REDIS_URL = MACHINE_REDIS_URL;
const REDIS_PREFIX = runRedisPrefix();
const redisUp = await machineRedisUp();
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(redisUp ? { REDIS_URL, REDIS_PREFIX } : {});
});
afterAll(() => t.close());

const call = (app: FastifyInstance, method: string, url: string, cookie: string, payload?: object) =>
  app.inject({ method: method as 'GET', url: `/admin/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The dogs "Picked for" names for this cookie, in order (none: a guest's answer). */
const petNames = async (app: FastifyInstance, cookie: string) => {
  const res = await call(app, 'GET', '/recommendations', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().data.pets as { petName: string }[]).map((p) => p.petName);
};

/** Renames the first dog without the repositories: no process hears of it, so only a fresh read shows it. */
const renameBehindTheBack = async (customerId: number, name: string) => {
  const [first] = await t.ctx.db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(pets.id).limit(1);
  await t.ctx.db.update(pets).set({ name }).where(eq(pets.id, first!.id));
};

const dog = { name: 'Chikki', breed: 'shih-tzu', ageYears: 0, ageMonths: 6, weightKg: 4 };

interface Setup {
  customerId: number;
  cookie: string;
  /** The second dog's id (every customer here starts with Bruno and Chikki). */
  secondPetId: number;
  firstPetId: number;
}

async function customerWithTwoDogs(): Promise<Setup> {
  const c = await createCustomer(t.ctx, { petName: 'Bruno', breed: 'Labrador', age: '8 years', weight: '19 kg' });
  const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
  const second = (await call(t.app, 'POST', '/pets', cookie, dog)).json().data;
  const first = (await call(t.app, 'GET', '/pets', cookie)).json().data[0];
  return { customerId: c.id, cookie, secondPetId: second.id, firstPetId: first.id };
}

/**
 * Each write that can change "Picked for", done through the real API, and the names the next answer must
 * show. The first dog was renamed "Hidden" behind the processes' back just before: a write that did not
 * drop the kept copy would still show "Bruno".
 */
const WRITES: { what: string; write: (s: Setup) => Promise<void>; then: string[] }[] = [
  { what: 'a pet added', write: async (s) => void (await call(t.app, 'POST', '/pets', s.cookie, { ...dog, name: 'Moti' })), then: ['Hidden', 'Chikki', 'Moti'] },
  {
    what: 'a pet edited (name and weight)',
    write: async (s) => void (await call(t.app, 'PUT', `/pets/${s.secondPetId}`, s.cookie, { ...dog, name: 'Chikku', weightKg: 5 })),
    then: ['Hidden', 'Chikku'],
  },
  {
    what: 'a photo',
    write: async (s) => {
      const form = multipart({}, { data: await pngImage(), type: 'image/png', name: 'dog.png' });
      expect(
        (await t.app.inject({ method: 'POST', url: `/admin/api/pets/${s.secondPetId}/photo`, headers: { ...form.headers, cookie: s.cookie }, payload: form.payload })).statusCode,
      ).toBe(200);
    },
    then: ['Hidden', 'Chikki'],
  },
  { what: 'a pet removed', write: async (s) => void (await call(t.app, 'DELETE', `/pets/${s.secondPetId}`, s.cookie)), then: ['Hidden'] },
  {
    what: "the spec's profile call",
    write: async (s) => {
      const form = multipart({ cusID: String(s.customerId), pet_name: 'Rocky', breed: 'Labrador', age: '8 years', weight: '20 kg', needs: '', owner_name: 'Asha' });
      expect((await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...form.headers, cookie: s.cookie }, payload: form.payload })).statusCode).toBe(
        200,
      );
    },
    then: ['Rocky', 'Chikki'],
  },
  { what: 'a logout', write: async (s) => void (await call(t.app, 'POST', '/auth_logout', s.cookie)), then: [] },
  {
    what: 'a password reset',
    write: async (s) => {
      const [{ email }] = (await t.ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, s.customerId))) as [{ email: string }];
      const before = t.mail.length;
      await t.app.inject({ method: 'POST', url: '/admin/api/send_forgot_password_email', ...multipart({ email }) });
      const token = new URLSearchParams(new URL(t.mail.slice(before)[0]!.text.match(/http:\/\/shop\.test\/reset-password#token=\S+/)![0]).hash.slice(1)).get('token')!;
      expect((await t.app.inject({ method: 'POST', url: '/admin/api/reset_password', payload: { token, password: 'brand-new-pass' } })).statusCode).toBe(200);
    },
    then: [],
  },
];

/** Warms `reader`'s copy of the session, proves it is kept, does the write on `t`, and reads on `reader`. */
async function writeThenRead(reader: FastifyInstance, w: (typeof WRITES)[number]) {
  const s = await customerWithTwoDogs();
  // The first answer learns the session's customer; the next is kept (with Redis, once the customer has a version).
  for (let i = 0; i < 3; i++) expect(await petNames(reader, s.cookie)).toEqual(['Bruno', 'Chikki']);
  await renameBehindTheBack(s.customerId, 'Hidden');
  expect(await petNames(reader, s.cookie)).toEqual(['Bruno', 'Chikki']); // answered from memory
  await w.write(s);
  expect(await petNames(reader, s.cookie)).toEqual(w.then);
}

describe('the pets of a session, kept in memory', () => {
  for (const w of WRITES) it(`show ${w.what} on the very next answer`, () => writeThenRead(t.app, w));

  it('end with the session: an expired one gets the guest answer, though its copy is seconds old', async () => {
    const s = await customerWithTwoDogs();
    const now = Date.now();
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(now + 3_000) })
      .where(eq(sessions.tokenHash, hashToken(decodeURIComponent(s.cookie.split('=')[1]!))));
    const realNow = t.ctx.now;
    try {
      t.ctx.now = () => new Date(now);
      expect(await petNames(t.app, s.cookie)).toEqual(['Bruno', 'Chikki']);
      expect(await petNames(t.app, s.cookie)).toEqual(['Bruno', 'Chikki']);
      t.ctx.now = () => new Date(now + 4_000);
      expect(await petNames(t.app, s.cookie)).toEqual([]);
      expect((await call(t.app, 'GET', '/pets', s.cookie)).statusCode).toBe(401);
    } finally {
      t.ctx.now = realNow;
    }
  });

  it('are told of a change only once its transaction has committed, and not of a rolled-back one', async () => {
    const { customerId } = await customerWithTwoDogs();
    const heard: number[][] = [];
    const stop = onChanges(t.ctx.db, async (change) => void (change.kind === 'customers' && heard.push(change.customerIds)));
    try {
      await t.ctx.db.transaction(async (tx) => {
        await insertPet(tx, { customerId, name: 'Inside', breed: 'indie' });
        await tx.transaction(async (savepoint) => void (await insertPet(savepoint, { customerId, name: 'Nested', breed: 'indie' })));
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([[customerId]]);
      await expect(
        t.ctx.db.transaction(async (tx) => {
          await insertPet(tx, { customerId, name: 'Undone', breed: 'indie' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(heard).toEqual([[customerId]]);
    } finally {
      stop();
    }
  });

  it('are written only by the two repositories that say so: a new writer elsewhere fails here', () => {
    const src = apiPath('src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    const writers = files(src)
      .filter((f) => !f.includes(`${path.sep}db${path.sep}`))
      .filter((f) => /\.(insert|update|delete)\((pets|petWeights|sessions)\)|(insert into|update|delete from) (pets|pet_weights|sessions)\b/i.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(writers.sort()).toEqual(['repositories/pets.ts', 'repositories/sessions.ts']);
  });
});

describe('a write racing a read', () => {
  const read = (customerId: number, name: string) => ({ customerId, expiresAt: new Date(Date.now() + 60_000), name });

  it('never leaves the older read kept', async () => {
    const cache = new MemorySessionCache<ReturnType<typeof read>>();
    let loads = 0;
    const now = new Date();
    const load = (name: string) => async () => (loads++, read(7, name));
    await cache.read('h', now, load('old'));
    // A read that started before a write's commit and ends after it…
    let finish!: () => void;
    const slow = cache.read('h', now, () => new Promise((resolve) => (finish = () => resolve(read(7, 'old')))));
    await cache.changed([7]);
    finish();
    expect((await slow)?.name).toBe('old');
    // …is not what the next request gets.
    expect((await cache.read('h', now, load('new')))?.name).toBe('new');
    expect((await cache.read('h', now, load('newer')))?.name).toBe('new'); // now kept
    expect(loads).toBe(2);
  });
});

describe('requests of one session at once', () => {
  it('are answered from memory while another one re-reads the session', async () => {
    const cache = new MemorySessionCache<{ customerId: number; expiresAt: Date }>();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let gated = false;
    cache.shareVersions({ read: async () => (gated && (await gate), 'v1'), bump: async () => {} });
    let loads = 0;
    const now = new Date();
    const session = { customerId: 3, expiresAt: new Date(now.getTime() + 60_000) };
    const load = async () => (loads++, session);
    await cache.read('h', now, load);
    await cache.read('h', now, load);
    expect(loads).toBe(2);
    // One request finds its copy too old and reads the database again…
    let started!: () => void;
    const loading = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const later = new Date(now.getTime() + 11_000);
    const reread = cache.read('h', later, () => new Promise((resolve) => (started(), (finish = () => resolve(session)))));
    await loading;
    // …while another waits for the shared version; the re-read is stored before that version comes.
    gated = true;
    const other = cache.read('h', now, load);
    finish();
    await reread;
    open();
    await other;
    expect(loads).toBe(2);
  });
});

describe.skipIf(!redisUp)('several processes sharing Redis', () => {
  const log = pino({ level: 'silent' }) as Logger;
  const read = (customerId: number, name: string) => ({ customerId, expiresAt: new Date(Date.now() + 60_000), name });

  it('drop their copy when another process writes, even a write racing their read', async () => {
    const [a, b] = [await connectRedis(REDIS_URL, log, 'test'), await connectRedis(REDIS_URL, log, 'test')];
    const [mine, theirs] = [new MemorySessionCache<ReturnType<typeof read>>(), new MemorySessionCache<ReturnType<typeof read>>()];
    const stops = [shareSessionVersions(mine, a, `${REDIS_PREFIX}race:`, log), shareSessionVersions(theirs, b, `${REDIS_PREFIX}race:`, log)];
    try {
      const now = new Date();
      const customer = 1000 + Math.floor(Math.random() * 1e6);
      let loads = 0;
      const load = (name: string) => async () => (loads++, read(customer, name));
      await mine.read('h', now, load('v1')); // learns the customer
      await mine.read('h', now, load('v1')); // makes the customer's version: nothing kept yet
      await mine.read('h', now, load('v1')); // kept
      expect((await mine.read('h', now, load('x')))?.name).toBe('v1');
      expect(loads).toBe(3);
      await theirs.changed([customer]);
      expect((await mine.read('h', now, load('v2')))?.name).toBe('v2');
      expect((await mine.read('h', now, load('x')))?.name).toBe('v2');
      // A write on the other process commits while this one's database read is on its way.
      await theirs.changed([customer]);
      let started!: () => void;
      const loading = new Promise<void>((resolve) => (started = resolve));
      let finish!: () => void;
      const slow = mine.read('h', now, () => new Promise((resolve) => (started(), (finish = () => resolve(read(customer, 'v2'))))));
      await loading; // the version was read before this
      await theirs.changed([customer]);
      finish();
      expect((await slow)?.name).toBe('v2');
      expect((await mine.read('h', now, load('v3')))?.name).toBe('v3');
    } finally {
      for (const stop of stops) stop();
      a.disconnect();
      b.disconnect();
    }
  });

  it('serve nothing from memory while Redis is away: every request reads the database', async () => {
    const redis = await connectRedis(REDIS_URL, log, 'test');
    const cache = new MemorySessionCache<ReturnType<typeof read>>();
    const stop = shareSessionVersions(cache, redis, `${REDIS_PREFIX}away:`, log);
    try {
      const now = new Date();
      let loads = 0;
      const load = async () => (loads++, read(5, 'Bruno'));
      for (let i = 0; i < 4; i++) await cache.read('h', now, load);
      expect(loads).toBe(3); // learns the customer, makes its version, keeps the third

      const ended = new Promise((resolve) => redis.once('end', resolve));
      redis.disconnect();
      await ended;
      await cache.read('h', now, load);
      await cache.read('h', now, load);
      expect(loads).toBe(5);
    } finally {
      stop();
      redis.disconnect();
    }
  });
});

/**
 * A second API process: its own connection pool, catalog cache and session cache, sharing only the
 * database and Redis with `t`. PostgreSQL only: PGlite is one process's database.
 */
describe.skipIf(!onPostgres || !redisUp)('another process sharing PostgreSQL and Redis', () => {
  let other: FastifyInstance;
  let otherDb: Database;
  beforeAll(async () => {
    otherDb = await openDatabase({ url: t.databaseUrl!, dataDir: null });
    other = await buildApp({ ...t.ctx, db: otherDb.db, catalogCache: new MemoryCatalogCache(), sessionPets: new MemorySessionCache() }, { serveWeb: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  for (const w of WRITES) it(`sees ${w.what} on its very next answer`, () => writeThenRead(other, w));
});
