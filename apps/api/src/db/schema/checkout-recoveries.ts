import type { RecoveryState, RecoveryStopReason } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { orders } from './orders';

/** A cart line as it stood at checkout; names and prices kept so the email shows what the shopper saw. */
export interface RecoveryLineRow {
  productId: number;
  variantId: number | null;
  productName: string;
  image: string;
  unitPricePaise: number;
  quantity: number;
}

/**
 * A checkout reached with a contact and not (yet) ordered, and its recovery emails. One open row per
 * contact (an account, or a guest's email): reaching checkout again updates its lines and its clock.
 * `state`: open → first_sent → second_sent, ended by recovered (an order after an email), ordered (an
 * order before any email: never abandoned) or stopped (`stopReason`). A state moves by a conditional
 * update, so two workers send each email once.
 */
export const checkoutRecoveries = pgTable(
  'checkout_recoveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lines: jsonb('lines').$type<RecoveryLineRow[]>().notNull(),
    /** When the shopper last reached checkout with these lines: the emails count from here. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    state: text('state').$type<RecoveryState>().notNull().default('open'),
    stopReason: text('stop_reason').$type<RecoveryStopReason>(),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    secondSentAt: timestamp('second_sent_at', { withTimezone: true }),
    /** The order that ended it (recovered or ordered); its total is the recovered revenue. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderTotalPaise: integer('order_total_paise'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The random secret of the email's links (restore the cart, stop these emails); a guest has no other key. */
    token: text('token').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkout_recoveries_token_key').on(t.token),
    // One row still waiting on its emails per contact: a second checkout updates it.
    uniqueIndex('checkout_recoveries_open_contact_key')
      .on(t.email)
      .where(sql`${t.state} in ('open', 'first_sent', 'second_sent')`),
    index('checkout_recoveries_customer_idx').on(t.customerId),
    index('checkout_recoveries_started_idx').on(t.startedAt),
  ],
);
