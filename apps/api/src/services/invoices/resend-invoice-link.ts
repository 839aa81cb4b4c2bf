import type { AppContext } from '../../context';
import { findInvoiceWithOrderEmail, renewInvoiceLink } from '../../repositories/invoices';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { invoiceLinkEmail } from '../mail/templates/invoice-link';
import { newToken } from '../tokens';
import { invoiceLink, linkExpired } from './invoice-access';

/** The one answer, whether or not the email is the order's or the order has an invoice: it reveals nothing. */
export const INVOICE_LINK_SENT = 'If this is the email the order was placed with, a fresh invoice link is on its way to it.';

/**
 * Sends a fresh invoice link to the order's own email when the address given is that email (in any
 * letter case) and its link has expired. The new token replaces the old one, and opens for
 * INVOICE_LINK_DAYS from now. A link still open is left as it is: nobody can cut a customer's link
 * short, nor send the order's address more than one such email per INVOICE_LINK_DAYS.
 */
export async function resendInvoiceLink(ctx: AppContext, orderId: number, email: string): Promise<void> {
  const found = await findInvoiceWithOrderEmail(ctx.db, orderId);
  if (!found || found.email.toLowerCase() !== email.trim().toLowerCase() || !linkExpired(ctx, found.linkIssuedAt)) return;
  const { token, hash } = newToken();
  const shop = await getShopSettings(ctx.db);
  const mail = invoiceLinkEmail({
    shopName: shop.name,
    orderId,
    link: invoiceLink(ctx.config.publicUrl, { orderId, accessToken: token }),
    days: Math.round(ctx.config.invoiceLinkMs / 86_400_000),
  });
  await ctx.db.transaction(async (tx) => {
    await renewInvoiceLink(tx, found.invoiceId, hash, ctx.now());
    await enqueueEmail(tx, ctx.config.publicUrl, { to: found.email, ...mail });
  });
}
