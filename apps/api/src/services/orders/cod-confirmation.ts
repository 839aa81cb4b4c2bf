import type { CodAnswer } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listOrderLines, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { enqueueAutoshipStart } from '../autoship/start-from-order';
import { enqueueEmail } from '../mail/enqueue-email';
import { codConfirmationRequestEmail } from '../mail/templates/cod-confirmation-request';
import { orderConfirmationEmail } from '../mail/templates/order-confirmation';
import { enqueueCodConfirmRequest, enqueueOrderConfirmedUpdate } from '../whatsapp/order-updates';
import { orderPageUrl } from './order-links';
import { shopProfile } from './shop-profile';

/**
 * The page where the shopper answers. The token rides in the fragment, which browsers never send, so no
 * server or proxy log holds it; `answer` only says which button the page leads with.
 */
const answerUrl = (publicUrl: string, token: string, answer?: CodAnswer) => `${publicUrl}/confirm-order${answer ? `?answer=${answer}` : ''}#token=${token}`;

const hoursOf = (ctx: Pick<AppContext, 'config'>) => {
  const hours = ctx.config.codConfirmation.withinMs / 3_600_000;
  return Number.isInteger(hours) ? hours : Number(hours.toFixed(2));
};

/**
 * A cash-on-delivery order was placed awaiting confirmation (decision 063), written with the hash of
 * `token`: the shopper is asked by email, and on WhatsApp too when they agreed to updates there, in the
 * placing transaction.
 */
export async function askCodConfirmation(tx: Db, ctx: AppContext, placed: { order: OrderRow; lines: OrderLineRow[] }, token: string): Promise<void> {
  const { order, lines } = placed;
  const { publicUrl } = ctx.config;
  const hours = hoursOf(ctx);
  const shop = await shopProfile(ctx, tx);
  const confirmUrl = answerUrl(publicUrl, token, 'confirm');
  const cancelUrl = answerUrl(publicUrl, token, 'cancel');
  const pageUrl = answerUrl(publicUrl, token);
  await enqueueEmail(tx, publicUrl, { to: order.email, ...codConfirmationRequestEmail({ shopName: shop.name, order, lines, confirmUrl, cancelUrl, payUrl: pageUrl, hours }) });
  await enqueueCodConfirmRequest(tx, order, { hours, answerUrl: pageUrl });
}

/**
 * A cash-on-delivery order became confirmed, however (at placing when confirmation is off, the shopper's
 * answer, the owner's phone call): the shopper's confirmation by email, and on WhatsApp where they agreed;
 * its autoship lines start, as a paid online order's do.
 */
export async function codOrderConfirmed(tx: Db, ctx: AppContext, order: OrderRow, lines?: OrderLineRow[]): Promise<void> {
  const shop = await shopProfile(ctx, tx);
  const ordersUrl = orderPageUrl(ctx.config.publicUrl, order);
  const orderLines = lines ?? (await listOrderLines(tx, order.id));
  const confirmed = orderConfirmationEmail({ shopName: shop.name, order, lines: orderLines, ordersUrl });
  await enqueueEmail(tx, ctx.config.publicUrl, { to: order.email, ...confirmed });
  await enqueueOrderConfirmedUpdate(tx, order);
  await enqueueAutoshipStart(tx, order, orderLines);
}
