import type { CheckoutStartedInput } from '@canino/shared';
import type { AppContext } from '../../context';
import type { RecoveryLineRow } from '../../db/schema';
import { AppError } from '../../errors';
import { findCustomerById } from '../../repositories/customers';
import { optedOut, sizesOnSale, upsertCheckout } from '../../repositories/checkout-recoveries';
import { trackingToken } from '../tokens';

/**
 * The checkout page reached with a contact: the cart it shows, priced from the database (the client's
 * word is only which products and how many), kept so a checkout left without an order can be emailed
 * about. A logged-in customer's own email is used; a guest's is the one typed under the notice. An
 * address that once stopped these emails is not written down again.
 */
export async function recordCheckoutStarted(ctx: AppContext, customerId: number | null, input: CheckoutStartedInput): Promise<void> {
  const customer = customerId === null ? undefined : await findCustomerById(ctx.db, customerId);
  const email = customer?.email.toLowerCase() ?? input.email;
  if (!email) throw new AppError('BAD_INPUT', 'Enter your email address', { email: 'Enter your email address' });
  if (await optedOut(ctx.db, email)) return;
  const sizes = await sizesOnSale(ctx.db, [...new Set(input.lines.map((l) => l.productId))]);
  const lines: RecoveryLineRow[] = input.lines.flatMap((l) => {
    const size = sizes.find((s) => s.productId === l.productId && (l.variantId === undefined ? s.isDefault : s.variantId === l.variantId));
    return size ? [{ productId: size.productId, variantId: size.variantId, productName: size.name, image: size.image, unitPricePaise: size.pricePaise, quantity: l.quantity }] : [];
  });
  // Nothing on sale in it: nothing to remind anyone of.
  if (lines.length === 0) return;
  await upsertCheckout(ctx.db, { customerId: customer?.id ?? null, email, lines, startedAt: ctx.now(), token: trackingToken() });
}
