import type { AppContext } from '../../context';
import type { MailMessage } from '../mail/mailer';
import { listOrderLines } from '../../repositories/orders';
import { orderConfirmationEmail } from '../mail/templates/order-confirmation';
import { orderNoticeEmail } from '../mail/templates/order-notice';
import { orderRefundDueEmail } from '../mail/templates/order-refund-due';
import { paymentStanding, statusMessage } from './order-outcome';
import { shopProfile } from './shop-profile';
import type { Settlement } from './settle-payment';

/**
 * After a payment changed an order (and the change is committed): the catalog's stock figures are
 * refreshed and the emails go out. A mail failure is logged; the paid order is already safe.
 */
export async function notifyOrderSettled(ctx: AppContext, s: Settlement): Promise<void> {
  if (!s.changed) return;
  const standing = paymentStanding(s.order);
  if (standing === 'paid') ctx.catalogCache.invalidate();
  if (standing !== 'paid' && standing !== 'refund_due') return;

  const [lines, shop] = await Promise.all([s.lines ?? listOrderLines(ctx.db, s.order.id), shopProfile(ctx)]);
  const order = s.order;
  const adminUrl = `${ctx.config.publicUrl}/admin`;
  const messages: MailMessage[] =
    standing === 'paid'
      ? [
          { to: order.email, ...orderConfirmationEmail({ shopName: shop.name, order, lines, ordersUrl: `${ctx.config.publicUrl}/orders` }) },
          { to: shop.email, ...orderNoticeEmail({ shopName: shop.name, order, lines, adminUrl }) },
        ]
      : [
          { to: order.email, ...orderRefundDueEmail({ shopName: shop.name, order, lines, explanation: statusMessage(order) }) },
          { to: shop.email, ...orderNoticeEmail({ shopName: shop.name, order, lines, adminUrl, refundReason: s.refundReason ?? 'the payment could not be applied' }) },
        ];
  const results = await Promise.allSettled(messages.map((m) => ctx.mailer.send(m)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') ctx.log.error({ err: r.reason, orderId: order.id, to: messages[i]!.to }, 'order email failed');
  });
}
