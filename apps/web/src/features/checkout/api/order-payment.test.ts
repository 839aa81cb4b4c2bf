import type { OrderPaymentState } from '@canino/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForPaymentVerdict } from './order-payment';

const state = (outcome: OrderPaymentState['outcome']): OrderPaymentState => ({
  orderId: 7,
  orderStatus: outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'payment_failed' : 'pending_payment',
  paymentStatus: outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'failed' : 'created',
  outcome,
  message: `order #7 is ${outcome}`,
  canPay: outcome !== 'paid',
});
const answer = (s: OrderPaymentState) => new Response(JSON.stringify({ status: 1, data: s }), { status: 200 });

/** The server's answers in turn (an Error is a dropped connection), and when each call was made. */
function serverSays(...answers: (OrderPaymentState | Error)[]) {
  const calls: { at: number; token: string | null }[] = [];
  const start = Date.now();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push({ at: Date.now() - start, token: new Headers(init.headers).get('x-order-token') });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (next instanceof Error) throw next;
    return answer(next);
  });
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waitForPaymentVerdict: asking the server after a payment whose outcome the browser did not hear', () => {
  it('asks again after 1, 2, 4 and then every 5 s, through dropped connections, until the webhook has paid it', async () => {
    const calls = serverSays(state('pending'), new TypeError('offline'), state('pending'), state('pending'), state('paid'));
    const verdict = waitForPaymentVerdict({ orderId: 7, orderToken: 'tok' });
    await vi.runAllTimersAsync();
    expect(await verdict).toMatchObject({ outcome: 'paid', orderId: 7 });
    expect(calls.map((c) => c.at)).toEqual([0, 1_000, 3_000, 7_000, 12_000]);
    expect(calls.every((c) => c.token === 'tok')).toBe(true);
  });

  it('stops at once on the server saying it failed', async () => {
    const calls = serverSays(state('failed'));
    const verdict = waitForPaymentVerdict({ orderId: 7, orderToken: null });
    await vi.runAllTimersAsync();
    expect(await verdict).toMatchObject({ outcome: 'failed', canPay: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.token).toBeNull();
  });

  it('gives up with no verdict (never "failed") after about 30 s of pending', async () => {
    const calls = serverSays(state('pending'));
    const verdict = waitForPaymentVerdict({ orderId: 7, orderToken: 'tok' });
    await vi.runAllTimersAsync();
    expect(await verdict).toBeNull();
    expect(calls.at(-1)!.at).toBe(30_000);
    expect(calls.map((c) => c.at)).toEqual([0, 1_000, 3_000, 7_000, 12_000, 17_000, 22_000, 27_000, 30_000]);
  });
});
