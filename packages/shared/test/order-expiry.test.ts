import { describe, expect, it } from 'vitest';
import { effectiveOrderStatus, HOUR_MS, paymentDeadline } from '../src/rules/order-expiry';

const createdAt = new Date('2026-06-01T10:00:00Z');
const day = 24 * HOUR_MS;

describe('effectiveOrderStatus', () => {
  it('keeps an order awaiting payment inside its window', () => {
    expect(effectiveOrderStatus({ status: 'pending_payment', createdAt }, new Date('2026-06-02T09:59:59Z'), day)).toBe('pending_payment');
    expect(effectiveOrderStatus({ status: 'payment_failed', createdAt }, new Date('2026-06-02T09:59:59Z'), day)).toBe('payment_failed');
  });
  it('expires it at the deadline, whether it was pending or failed', () => {
    expect(effectiveOrderStatus({ status: 'pending_payment', createdAt }, new Date('2026-06-02T10:00:00Z'), day)).toBe('expired');
    expect(effectiveOrderStatus({ status: 'payment_failed', createdAt }, new Date('2026-06-05T00:00:00Z'), day)).toBe('expired');
  });
  it('never touches paid, shipped, cancelled or already expired orders', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    for (const status of ['paid', 'shipped', 'cancelled', 'refunded', 'expired'] as const) {
      expect(effectiveOrderStatus({ status, createdAt }, late, day)).toBe(status);
    }
  });
  it('follows the configured window', () => {
    expect(effectiveOrderStatus({ status: 'pending_payment', createdAt }, new Date('2026-06-01T11:00:00Z'), HOUR_MS)).toBe('expired');
    expect(paymentDeadline(createdAt, 2 * HOUR_MS).toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});
