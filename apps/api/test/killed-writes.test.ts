import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { creditNotes, jobs, orderEvents, orderLines, orders, productVariants, refunds, returns } from '../src/db/schema';
import { saveTaxSettings } from '../src/repositories/tax-settings';
import { demoTaxSettings } from '../src/seed/demo-catalog/tax';
import { hashToken } from '../src/services/tokens';
import { createProduct, insertOrder } from './helpers/factories';
import { freshShopData, startShop, type ShopProcess } from './helpers/server-process';
import { placePaidOrder, postJson } from './helpers/shop-requests';

/**
 * Writes killed half-way (kill -9 of the real entry point in a process of its own), then the shop
 * started again on the same database: a cash-on-delivery order's Confirm, and a return's Received. A
 * handful of requests go out a few milliseconds apart and the process is killed while they are in
 * flight, so some finish, some are cut off inside their transaction and some never arrive. Whatever
 * each met, afterwards it is whole: done exactly once, or not done and still doable, once.
 */
const START_TIMEOUT = 120_000;
const IN_FLIGHT = 6;
const SPACING_MS = 15;
const ADMIN = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'correct-horse-battery' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh database (PostgreSQL on the api-postgres project, PGlite files otherwise), and the shop's settings for it. */
async function prepareShop() {
  const { dataDir, databaseUrl, open } = await freshShopData('killed', cleanups);
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    RATE_LIMIT_MAX: '100000',
    CHECKOUT_RATE_LIMIT_MAX: '100000',
    JOB_POLL_MS: '100',
    ...ADMIN,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return { env, open };
}

async function start(env: Record<string, string>): Promise<ShopProcess> {
  const shop = await startShop(env, START_TIMEOUT);
  cleanups.push(() => shop.kill());
  return shop;
}

/**
 * Sends `send(i)` for each of IN_FLIGHT items SPACING_MS apart and kills the shop as the first answer
 * comes back, so the others are cut off at whatever point they reached; the answers that came back.
 */
async function killMidWay(shop: ShopProcess, send: (i: number) => Promise<Response>): Promise<number[]> {
  const answered: number[] = [];
  let firstAnswer!: () => void;
  const first = new Promise<void>((resolve) => (firstAnswer = resolve));
  const inFlight = Array.from({ length: IN_FLIGHT }, async (_, i) => {
    await new Promise((r) => setTimeout(r, i * SPACING_MS));
    const res = await send(i).catch(() => null);
    if (res?.status === 200) answered.push(i);
    else if (res) expect(res.status, await res.text()).toBeLessThan(500);
    firstAnswer();
  });
  await first;
  await shop.kill();
  await Promise.all(inFlight);
  return answered;
}

/** Email jobs queued whose text contains `words` (the outbox is filled from them, each sent under its own Message-ID). */
async function emailsSaying(db: Awaited<ReturnType<Awaited<ReturnType<typeof prepareShop>>['open']>>['db'], words: string) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'email'), like(sql`${jobs.payload}::text`, `%${words}%`)));
  return rows.length;
}

/** Each order's status as the killed process left it, read before the shop starts again. */
async function statusesOf(shop: Awaited<ReturnType<typeof prepareShop>>, placed: { id: number }[]) {
  const check = await shop.open();
  try {
    const ids = placed.map((o) => o.id);
    const rows = await check.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    return new Map(rows.map((r) => [r.id, r.status]));
  } finally {
    await check.close();
  }
}

describe('a cash-on-delivery Confirm killed mid-write', () => {
  // On the embedded database the real process's Confirm does not answer at all, killed or not: that
  // must be mended before this can run there.
  it(
    'after the restart each order is confirmed once with one confirmation email, or still awaiting and confirmable once',
    async () => {
      const shop = await prepareShop();
      const setup = await shop.open();
      const placed: { id: number; token: string }[] = [];
      try {
        for (let i = 0; i < IN_FLIGHT; i++) {
          const { order } = await insertOrder(setup, { status: 'cod_awaiting_confirmation', codFeePaise: 0 });
          const token = randomBytes(32).toString('base64url');
          await setup.db
            .update(orders)
            .set({ codConfirmTokenHash: hashToken(token) })
            .where(eq(orders.id, order.id));
          placed.push({ id: order.id, token });
        }
      } finally {
        await setup.close();
      }
      const confirm = (url: string, i: number) => postJson(`${url}/admin/api/orders/cod-confirmation`, { token: placed[i]!.token, answer: 'confirm' });

      const first = await start(shop.env);
      const answered = await killMidWay(first, (i) => confirm(first.url, i));

      const before = await statusesOf(shop, placed);
      const restarted = await start(shop.env);
      // Every order is whole: confirmed (as every answered one must be), or untouched.
      for (const [i, o] of placed.entries()) {
        expect(['cod_confirmed', 'cod_awaiting_confirmation']).toContain(before.get(o.id));
        if (answered.includes(i)) expect(before.get(o.id)).toBe('cod_confirmed');
      }
      // Those the kill cut off are confirmed now, once; those already confirmed stay so.
      for (const o of placed) {
        const res = await confirm(restarted.url, placed.indexOf(o));
        expect(res.status, await res.text()).toBe(200);
      }
      expect(await restarted.stop()).toBe(0);

      const check = await shop.open();
      try {
        for (const o of placed) {
          const [row] = await check.db.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
          expect(row!.status).toBe('cod_confirmed');
          const confirmations = await check.db
            .select()
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.toStatus, 'cod_confirmed')));
          expect(confirmations).toHaveLength(1);
          expect(await emailsSaying(check.db, `order #${o.id} is confirmed`)).toBe(1);
        }
      } finally {
        await check.close();
      }
    },
    START_TIMEOUT * 3,
  );
});

describe('a return’s Received killed mid-write', () => {
  it(
    'after the restart and Received again, each return is refunded once (or waits for its pending refund), its item back in stock once, one credit note',
    async () => {
      const shop = await prepareShop();
      const setup = await shop.open();
      // Registered for GST, so each paid order has an invoice and each refund its credit note.
      await saveTaxSettings(setup.db, demoTaxSettings);
      const product = await createProduct(setup, { sellingPricePaise: 50_000, stock: 100, hsnCode: '2309', gstRate: 18 });
      await setup.close();

      // Paid orders as shoppers place them (the simulated bank holds their payments, which the refunds return).
      const placing = await start(shop.env);
      const orderIds: number[] = [];
      for (let i = 0; i < IN_FLIGHT; i++) orderIds.push((await placePaidOrder(placing.url, product.id, 2)).orderId);
      expect(await placing.stop()).toBe(0);

      // Delivered, and a return of one item each with its pickup booked: what Received is pressed on.
      const staged = await shop.open();
      const returnIds: number[] = [];
      let stockBefore: number;
      try {
        await staged.db.update(orders).set({ status: 'delivered' }).where(inArray(orders.id, orderIds));
        for (const orderId of orderIds) {
          const [line] = await staged.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
          const [row] = await staged.db
            .insert(returns)
            .values({ orderId, lineId: line!.id, quantity: 1, reason: 'damaged', refundPaise: 50_000, status: 'pickup_booked' })
            .returning();
          returnIds.push(row!.id);
        }
        stockBefore = (await staged.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, product.id)))[0]!.stock;
      } finally {
        await staged.close();
      }

      const login = async (url: string) => {
        const res = await postJson(`${url}/admin/api/admin/login`, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
        expect(res.status, await res.clone().text()).toBe(200);
        return res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      };
      const received = (url: string, cookie: string, i: number) => postJson(`${url}/admin/api/admin/returns/${returnIds[i]}/received`, {}, cookie);

      const first = await start(shop.env);
      const cookie = await login(first.url);
      await killMidWay(first, (i) => received(first.url, cookie, i));

      // Pressed again after the restart: a return already refunded is refused with a 409, any other refunds now.
      const restarted = await start(shop.env);
      const again = await login(restarted.url);
      for (let i = 0; i < IN_FLIGHT; i++) {
        const res = await received(restarted.url, again, i);
        const text = await res.text();
        expect([200, 409], text).toContain(res.status);
        if (res.status === 409) expect(text).toMatch(/already refunded/);
      }
      expect(await restarted.stop()).toBe(0);

      const check = await shop.open();
      try {
        for (const [i, orderId] of orderIds.entries()) {
          const [ret] = await check.db.select().from(returns).where(eq(returns.id, returnIds[i]!));
          const orderRefunds = await check.db.select().from(refunds).where(eq(refunds.orderId, orderId));
          expect(orderRefunds.map((r) => r.amountPaise)).toEqual([50_000]);
          // Killed between asking the bank and hearing back, the one refund waits as pending for the refunds'
          // reconciliation (which the refund tests cover), and its credit note comes when it is processed;
          // the return is refunded with it.
          const refund = orderRefunds[0]!;
          expect(['processed', 'pending']).toContain(refund.status);
          expect(ret).toMatchObject({ status: refund.status === 'processed' ? 'refunded' : 'received', refundId: refund.id });
          expect(await check.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toHaveLength(refund.status === 'processed' ? 1 : 0);
        }
        const [after] = await check.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, product.id));
        expect(after!.stock).toBe(stockBefore + IN_FLIGHT);
      } finally {
        await check.close();
      }
    },
    START_TIMEOUT * 4,
  );
});
