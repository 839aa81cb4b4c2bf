import { formatINR } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ReturnRow } from '../../repositories/returns';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { returnUpdateEmail } from '../mail/templates/return-update';

/** What each step tells the shopper. */
function stepWords(r: ReturnRow): { headline: string; sentences: string[] } {
  const owner = r.ownerMessage ? [`Our note: ${r.ownerMessage}`] : [];
  switch (r.status) {
    case 'requested':
      return { headline: 'We have your return request', sentences: ['We will look at it and tell you what happens next, usually within a working day.'] };
    case 'approved':
      return { headline: 'Your return is approved', sentences: [...owner, 'We will tell you when the courier is booked to collect it.'] };
    case 'declined':
      return { headline: 'Your return was declined', sentences: owner.length ? owner : ['Reply to this email if you would like to talk about it.'] };
    case 'pickup_booked':
      return {
        headline: 'A courier will collect your return',
        sentences: [`Pack it in its original packaging if you can. The courier's tracking number is ${r.pickupAwb ?? ''}.`],
      };
    case 'received':
      return {
        headline: 'Your return reached us',
        sentences: [r.outcome === 'replacement' ? 'We are sending you a replacement.' : `We are refunding ${formatINR(r.refundPaise)} to your original payment method.`],
      };
    case 'refunded':
      return { headline: 'Your return is refunded', sentences: [`${formatINR(r.refundPaise)} is on its way back to your original payment method.`] };
    case 'replaced':
      return {
        headline: 'Your replacement is on its way to being packed',
        sentences: [`It is order #${r.replacementOrderId ?? ''}, at no cost to you. We will email you its tracking when it ships.`],
      };
  }
}

/** Queues the shopper's email for the step the return just took, in that step's transaction, keyed so each step mails once. */
export async function queueReturnEmail(tx: Db, ctx: Pick<AppContext, 'config'>, r: ReturnRow, to: { email: string; productName: string }): Promise<void> {
  const shop = await getShopSettings(tx);
  const email = returnUpdateEmail({
    shopName: shop.name,
    orderId: r.orderId,
    productName: to.productName,
    ...stepWords(r),
    orderUrl: `${ctx.config.publicUrl}/orders/${r.orderId}`,
  });
  await enqueueEmail(tx, ctx.config.publicUrl, { to: to.email, ...email }, `return.${r.id}.${r.status}`);
}
