import { z } from 'zod';

import { id, optionalText, wholeNumber } from './fields.js';

/** Returns a shopper starts from their order page, and how they read for the shopper and the owner. */

export const RETURN_REASONS = ['damaged', 'wrong_item', 'expired', 'other'] as const;
export const returnReason = z.enum(RETURN_REASONS, { error: 'Choose what is wrong with the item' });
export type ReturnReason = z.infer<typeof returnReason>;

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  expired: 'Expired',
  other: 'Something else',
};

/**
 * requested → approved (a pickup is being booked) → pickup_booked → received → refunded, or → replaced
 * when the shopper asked for a replacement and it was sent; or requested → declined. Each move is one
 * conditional update, so a double click or two staff at once move it once.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'pickup_booked', 'received', 'refunded', 'replaced'] as const;
export const returnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatus>;

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  pickup_booked: 'Pickup booked',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replacement sent',
};

/** What the shopper asks for: their money back, or the same item sent again at no cost. */
export const RETURN_OUTCOMES = ['refund', 'replacement'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
export const RETURN_OUTCOME_LABELS: Record<ReturnOutcome, string> = { refund: 'Refund', replacement: 'Replacement' };

/** At most this many photos with one return. */
export const MAX_RETURN_PHOTOS = 3;

/** POST /orders/:id/returns, a multipart form (photos in `photos`) or JSON without photos. */
export const returnRequestInput = z.object({
  lineId: id('Choose the item to return'),
  quantity: wholeNumber('Enter how many to return').positive('Enter how many to return').max(1000, 'Enter how many to return'),
  reason: returnReason,
  details: optionalText(1000),
  outcome: z.enum(RETURN_OUTCOMES, { error: 'Choose a refund or a replacement' }).default('refund'),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

/** One step a return went through, as both the shopper and the owner see it. */
const returnStep = z.object({ status: returnStatus, label: z.string(), at: z.string() });

export const customerReturn = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  reason: returnReason,
  reasonLabel: z.string(),
  details: z.string(),
  photos: z.array(z.string()),
  status: returnStatus,
  statusLabel: z.string(),
  /** What the owner wrote when approving or declining. */
  ownerMessage: z.string(),
  /** What goes back to the shopper when the item is received. */
  refundPaise: z.number().int(),
  pickupAwb: z.string().nullable(),
  outcome: z.enum(RETURN_OUTCOMES),
  /** The order that sent the replacement, once sent. */
  replacementOrderId: z.number().int().nullable(),
  steps: z.array(returnStep),
});
export type CustomerReturn = z.infer<typeof customerReturn>;

/** GET /orders/:id/returns: what of the order may still be returned, and its returns so far. */
export const orderReturns = z.object({
  /** Until when returns can be asked for (ISO), once delivered. */
  windowEndsAt: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int(),
      left: z.number().int(),
      refusal: z.string().nullable(),
    }),
  ),
  returns: z.array(customerReturn),
});
export type OrderReturns = z.infer<typeof orderReturns>;

export const adminReturn = customerReturn.extend({
  orderId: z.number().int(),
  customerEmail: z.string(),
  pickupCourier: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReturn = z.infer<typeof adminReturn>;

/** GET /admin/returns: the queue, the open ones by default. */
export const adminReturnsQuery = z.object({
  state: z.enum(['open', 'all']).default('open'),
  orderId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** POST /admin/returns/:id/approve and /decline: the owner's message to the shopper. */
export const returnDecisionInput = z.object({ message: optionalText(1000) });
export type ReturnDecisionInput = z.infer<typeof returnDecisionInput>;

/**
 * POST /admin/returns/:id/receive: the item is back. `refundInstead` refunds a return whose shopper asked
 * for a replacement, when the owner cannot send one (the size is sold out or no longer sold).
 */
export const returnReceiveInput = z.object({ refundInstead: z.boolean().default(false) });
export type ReturnReceiveInput = z.infer<typeof returnReceiveInput>;
