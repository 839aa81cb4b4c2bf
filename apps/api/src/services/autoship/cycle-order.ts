import type { CheckoutInput } from '@canino/shared';
import type { AddressRow } from '../../repositories/addresses';
import type { SubscriptionRow } from '../../repositories/subscriptions';
import { savedToStoredAddress } from '../orders/order-address';
import type { Customer } from './email-facts';

/**
 * A delivery's order as checkout takes it, whether charged to a mandate or placed on delivery: to the
 * subscription's saved address, under the cycle's own idempotency key, so one order per cycle however
 * often it is asked for.
 */
export function cycleCheckoutInput(
  sub: Pick<SubscriptionRow, 'id'>,
  cycleNo: number,
  address: AddressRow,
  customer: Customer,
  items: readonly { productId: number; variantId: number; quantity: number }[],
): CheckoutInput {
  return {
    idempotencyKey: `autoship-${sub.id}-cycle-${cycleNo}`,
    billing: { ...savedToStoredAddress(address), email: customer.email },
    savedAddressId: address.id,
    notes: `Autoship #${sub.id}, delivery ${cycleNo}`,
    lines: items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })),
  };
}

/** The one-tap reorder link of a cash-on-delivery delivery; the secret travels in the fragment, so no server log holds it. */
export const reorderLink = (publicUrl: string, token: string) => `${publicUrl}/autoship/reorder#token=${token}`;
