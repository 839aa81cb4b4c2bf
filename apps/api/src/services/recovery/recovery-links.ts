import type { RecoveryCart } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findByToken, markOptedOut } from '../../repositories/checkout-recoveries';

const LINK_GONE = 'This cart link is no longer valid';

/**
 * The email's "Back to my cart": the lines as they were at checkout; the storefront puts them back at
 * today's prices and stock (planBuyAgain, as Buy again does). An unknown or altered token is refused
 * with one answer, so nobody learns which links exist.
 */
export async function recoveryCartByToken(ctx: AppContext, token: string): Promise<RecoveryCart> {
  const row = await findByToken(ctx.db, token);
  if (!row) throw notFound(LINK_GONE);
  return { lines: row.lines.map(({ productId, variantId, productName, unitPricePaise, quantity }) => ({ productId, variantId, productName, unitPricePaise, quantity })) };
}

/**
 * The email's unsubscribe link: this checkout gets no more emails, and the address is remembered as one
 * that stopped them (later checkouts of its own are not emailed). Undefined when the token is not a
 * cart email's, so the unsubscribe page can try the other kinds. A second press changes nothing.
 */
export async function stopRecoveryByLink(ctx: AppContext, token: string): Promise<string | undefined> {
  const row = await findByToken(ctx.db, token);
  if (!row) return undefined;
  await markOptedOut(ctx.db, row.id, ctx.now());
  return 'We will not email you about carts you leave at checkout.';
}
