import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openEmpty } from './helpers/migrations';

/**
 * The migration that gives a payment made without a provider order a null provider_order_id: a database
 * written by the code before it (payment id in both columns) is migrated and read back.
 */
describe('the migrations payments_provider_order_optional and payments_move_payment_ids', () => {
  // Two migration runs on a fresh PGlite take long on a busy machine.
  it('moves the payment id out of provider_order_id for payments made without a provider order, and leaves the others', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('payments_provider_order_optional'));
    const [order] = await query(sql`
      insert into orders (email, mobile, billing, subtotal_paise, shipping_paise, total_paise)
      values ('meena@example.com', '9445566778', '{}'::jsonb, 60000, 7500, 67500) returning id`);
    const orderId = order!.id as number;
    await query(sql`
      insert into payments (order_id, provider, provider_order_id, provider_payment_id, status, amount_paise) values
        (${orderId}, 'razorpay', 'pay_SpecOnlyPaid01', 'pay_SpecOnlyPaid01', 'paid', 67500),
        (${orderId}, 'razorpay', 'order_Checkout0001', 'pay_CheckoutPaid1', 'paid', 67500),
        (${orderId}, 'razorpay', 'order_Checkout0002', null, 'created', 67500)`);

    await migrate(MIGRATIONS);
    const rows = await query(sql`select provider_order_id, provider_payment_id from payments order by id`);
    expect(rows).toEqual([
      { provider_order_id: null, provider_payment_id: 'pay_SpecOnlyPaid01' },
      { provider_order_id: 'order_Checkout0001', provider_payment_id: 'pay_CheckoutPaid1' },
      { provider_order_id: 'order_Checkout0002', provider_payment_id: null },
    ]);
  });
});
