import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findShipmentByAwb } from '../../repositories/shipments';
import { recordCarrierEvents } from './record-carrier-events';

/**
 * A carrier's tracking webhook. Its token proves the sender; the parcel is found by AWB and its events
 * recorded like a poll's, so repeats and late arrivals change nothing (record-carrier-events.ts). A parcel
 * the shop does not know (another store on the same account) is acknowledged so the carrier stops retrying.
 */
export async function receiveShippingWebhook(ctx: AppContext, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<string> {
  const read = ctx.shipping?.readWebhook(rawBody, headers) ?? null;
  if (read === null) {
    ctx.log.warn('shipping webhook with a wrong or missing token refused');
    throw new AppError('UNAUTHENTICATED', 'The webhook token is not valid');
  }
  if (read === 'ignored') return 'ignored';
  const shipment = await findShipmentByAwb(ctx.db, ctx.shipping!.name, read.awb);
  if (!shipment) return 'not a shipment of this shop';
  const recorded = await recordCarrierEvents(ctx, shipment.id, read.events, `webhook:${ctx.shipping!.name}`);
  ctx.log.info({ awb: read.awb, added: recorded.added, orderStatus: recorded.orderStatus }, 'shipping webhook handled');
  if (recorded.orderStatus) return `order marked ${recorded.orderStatus}`;
  return recorded.added ? 'recorded' : 'already handled';
}
