import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listOrderLines } from '../../repositories/orders';
import type { MailMessage } from '../../ports/mailer';
import { invoiceLink } from '../invoices/invoice-access';
import { orderConfirmationEmail } from '../mail/templates/order-confirmation';
import { orderNoticeEmail } from '../mail/templates/order-notice';
import { orderRefundDueEmail } from '../mail/templates/order-refund-due';
import { orderPageUrl } from './order-links';
import { paymentStanding, statusMessage } from './order-outcome';
import type { ShopProfile } from './shop-profile';
import type { Settlement } from './settlement';

/**
 * Inside the transaction that changed the order: the emails the change calls for (confirmation and
 * shop notice, or refund due; none for other changes), for the caller to queue in the same transaction,
 * so a paid order cannot lose its confirmation and a rolled-back one sends none. `shop` is read before
 * the transaction (it is cached).
 */
export async function settlementEmails(tx: Db, ctx: AppContext, s: Settlement, shop: ShopProfile): Promise<MailMessage[]> {
  if (!s.changed) return [];
  const standing = paymentStanding(s.order);
  if (standing !== 'paid' && standing !== 'refund_due') return [];

  const lines = s.lines ?? (await listOrderLines(tx, s.order.id));
  const order = s.order;
  const adminUrl = `${ctx.config.publicUrl}/admin`;
  return standing === 'paid'
    ? [
        {
          to: order.email,
          ...orderConfirmationEmail({
            shopName: shop.name,
            order,
            lines,
            ordersUrl: orderPageUrl(ctx.config.publicUrl, order),
            invoiceUrl: s.invoice && invoiceLink(ctx.config.publicUrl, s.invoice),
          }),
        },
        { to: shop.email, ...orderNoticeEmail({ shopName: shop.name, order, lines, adminUrl }) },
      ]
    : [
        { to: order.email, ...orderRefundDueEmail({ shopName: shop.name, order, lines, explanation: statusMessage(order) }) },
        { to: shop.email, ...orderNoticeEmail({ shopName: shop.name, order, lines, adminUrl, refundReason: s.refundReason ?? 'the payment could not be applied' }) },
      ];
}

/** After the settlement committed: a paid order took stock, so the storefront's stock figures are refreshed. */
export function refreshAfterSettlement(ctx: AppContext, s: Settlement): void {
  if (s.changed && paymentStanding(s.order) === 'paid') ctx.catalogCache.invalidate();
}
