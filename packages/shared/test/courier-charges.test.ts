import { describe, expect, it } from 'vitest';
import { computeCartTotals, courierCharges } from '../src';

describe('courierCharges', () => {
  it('asks the courier to collect a COD order’s whole total, fee included, and its parts add up to it', () => {
    // ₹449.50 × 2 with 10 % off: subtotal ₹899, discount ₹89.90, total floor(₹809.10) + ₹75 = ₹884; COD fee ₹49.
    const totals = computeCartTotals([{ unitPricePaise: 44_950, quantity: 2 }], 10);
    expect(totals).toEqual({ subtotalPaise: 89_900, discountPaise: 8_990, shippingPaise: 7_500, totalPaise: 88_400 });
    const cod = { ...totals, paymentMethod: 'cod' as const, paidAt: null, codFeePaise: 4_900, totalPaise: totals.totalPaise + 4_900 };
    const c = courierCharges(cod);
    expect(c.collectPaise).toBe(93_300);
    // The 10 paise the whole-rupee total leaves off go with the discount: ₹89.90 + ₹0.10 = ₹90.
    expect(c.discountPaise).toBe(9_000);
    expect(c.subtotalPaise + c.shippingPaise + c.codFeePaise - c.discountPaise).toBe(cod.totalPaise);
  });

  it('collects nothing for an order paid online, or a COD order whose cash was already handed over', () => {
    const base = { subtotalPaise: 120_000, discountPaise: 0, shippingPaise: 0, codFeePaise: 0, totalPaise: 120_000 };
    expect(courierCharges({ ...base, paymentMethod: 'online', paidAt: '2026-11-20T10:00:00Z' })).toMatchObject({ collectPaise: 0, discountPaise: 0 });
    expect(courierCharges({ ...base, paymentMethod: 'cod', paidAt: new Date('2026-11-22T10:00:00Z') }).collectPaise).toBe(0);
  });
});
