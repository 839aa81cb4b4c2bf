import type { AdminReturn, ReturnDecisionInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { claimPickup, findReturn, findReturnWithOrder, listOrderReturns, moveReturn, releasePickupClaim, type ReturnRow } from '../../repositories/returns';
import { recordAdminChange } from '../audit/audit-log';
import { deliveryAddressOf } from '../shipping/shipment-ref';
import { presentAdminReturn } from './present-return';
import { queueReturnEmail } from './return-email';

export const RETURN_NOT_FOUND = 'This return was not found';

/** A returned item's parcel as booked: the courier weighs and measures it at pickup, so a small box is named. */
const RETURN_PARCEL = { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 };
/** A claim older than this was left by a process that stopped mid-booking (a carrier answers in seconds). */
const STALE_CLAIM_MS = 5 * 60_000;

/** A return as the owner's pages show it, after a change. */
export async function adminReturnOf(ctx: AppContext, r: Pick<ReturnRow, 'id' | 'orderId'>): Promise<AdminReturn> {
  const found = (await listOrderReturns(ctx.db, r.orderId)).find((x) => x.id === r.id);
  if (!found) throw notFound(RETURN_NOT_FOUND);
  return presentAdminReturn(found);
}

/**
 * One step of the owner's on a return, in one transaction: the return moves only from the statuses
 * given (a second click finds it moved and is told so), with its audit entry and the shopper's email.
 */
export async function stepReturn(
  ctx: AppContext,
  adminId: number,
  returnId: number,
  step: { from: readonly ReturnRow['status'][]; action: string; patch: Partial<ReturnRow>; refusal: string },
): Promise<ReturnRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await findReturn(tx, returnId);
    if (!before) throw notFound(RETURN_NOT_FOUND);
    const moved = await moveReturn(tx, returnId, step.from, step.patch);
    if (!moved) throw conflict(step.refusal);
    const { order, line } = (await findReturnWithOrder(tx, returnId))!;
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: moved.orderId,
      action: step.action,
      label: `Order #${moved.orderId}`,
      before: { returnId, status: before.status, ownerMessage: before.ownerMessage },
      after: { returnId, status: moved.status, ownerMessage: moved.ownerMessage, pickupAwb: moved.pickupAwb },
    });
    await queueReturnEmail(tx, ctx, moved, { email: order.email, productName: line.productName });
    return moved;
  });
}

/** Decline, with the owner's message to the shopper. */
export async function declineReturn(ctx: AppContext, adminId: number, returnId: number, input: ReturnDecisionInput): Promise<AdminReturn> {
  const moved = await stepReturn(ctx, adminId, returnId, {
    from: ['requested'],
    action: 'return_declined',
    patch: { status: 'declined', ownerMessage: input.message, decidedAt: ctx.now() },
    refusal: 'This return was already decided',
  });
  return adminReturnOf(ctx, moved);
}

/**
 * Approve, with the owner's message; with a carrier, a reverse pickup is booked at once (outside any
 * transaction: the carrier may take seconds). When the carrier refuses, the return stays approved and
 * Approve again books it; without a carrier (SHIPPING=manual) the shopper sends it back as the policy says.
 */
export async function approveReturn(ctx: AppContext, adminId: number, returnId: number, input: ReturnDecisionInput): Promise<AdminReturn> {
  const found = await findReturn(ctx.db, returnId);
  if (!found) throw notFound(RETURN_NOT_FOUND);
  const approved =
    found.status === 'approved'
      ? found
      : await stepReturn(ctx, adminId, returnId, {
          from: ['requested'],
          action: 'return_approved',
          patch: { status: 'approved', ownerMessage: input.message, decidedAt: ctx.now() },
          refusal: 'This return was already decided',
        });
  if (ctx.shipping) await bookPickup(ctx, adminId, approved);
  return adminReturnOf(ctx, approved);
}

/**
 * Books the pickup once: the booking is claimed first, so a second Approve while the carrier answers the
 * first is told so instead of booking another collection. A refused booking gives the claim back.
 */
async function bookPickup(ctx: AppContext, adminId: number, r: ReturnRow): Promise<void> {
  const now = ctx.now();
  if (!(await claimPickup(ctx.db, r.id, now, new Date(now.getTime() - STALE_CLAIM_MS)))) {
    throw conflict('A pickup is already being booked for this return');
  }
  const { order, line } = (await findReturnWithOrder(ctx.db, r.id))!;
  let booked;
  try {
    booked = await ctx.shipping!.bookReturnPickup({
      returnId: r.id,
      orderId: r.orderId,
      collectFrom: deliveryAddressOf(order),
      email: order.email,
      items: [{ name: line.productName, sku: line.sku || `CAN-LINE-${line.id}`, quantity: r.quantity, unitPricePaise: line.unitPricePaise }],
      ...RETURN_PARCEL,
    });
  } catch (err) {
    await releasePickupClaim(ctx.db, r.id);
    throw err;
  }
  await stepReturn(ctx, adminId, r.id, {
    from: ['approved'],
    action: 'return_pickup_booked',
    patch: { status: 'pickup_booked', pickupAwb: booked.awb, pickupCourier: booked.courier, pickupBookedAt: ctx.now() },
    refusal: 'A pickup is already booked for this return',
  });
}
