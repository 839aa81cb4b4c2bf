import { z } from 'zod';
import { adminOrderStatus } from './order-record.js';
import { orderLine, orderTotals } from './checkout.js';
import { linkToken } from './account-privacy.js';

/**
 * POST /checkout/cod takes the same body as POST /checkout and places the order at once, unpaid: the
 * customer pays the courier. `orderToken` lets a guest read the order as after an online payment.
 */
export const codOrderPlaced = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  orderToken: z.string().nullable(),
  /** The order's tracking page (`/track#token=…`), which the Thank-you dialog offers a guest. */
  trackingToken: z.string().nullable(),
  totals: orderTotals,
  lines: z.array(orderLine),
  message: z.string(),
});
export type CodOrderPlaced = z.infer<typeof codOrderPlaced>;

/** The owner received the courier's cash for a COD order. */
export const codCollectedInput = z.object({ note: z.string().trim().max(500).optional().default('') });

/** The shopper's answer to a cash-on-delivery order's confirmation request (decision 063). */
export const codAnswer = z.enum(['confirm', 'cancel'], { error: 'Choose Confirm or Cancel' });
export type CodAnswer = z.infer<typeof codAnswer>;

/** POST /orders/cod-confirmation: the emailed link's token, in the body so no log line holds it, and the answer. */
export const codAnswerInput = linkToken.extend({ answer: codAnswer });

/** What the confirmation page shows: the order as it stands, before and after the answer. */
export const codConfirmation = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  /** True while the order waits for the answer: the page offers Confirm and Cancel. */
  awaiting: z.boolean(),
  totalPaise: z.number().int(),
  message: z.string(),
  /** "Pay now instead": what paying online costs and saves, while the order may still be paid so; else null. */
  payNow: z.object({ amountPaise: z.number().int(), savePaise: z.number().int() }).nullable(),
});
export type CodConfirmation = z.infer<typeof codConfirmation>;

/**
 * The simulated WhatsApp (a shop run on this computer without a WhatsApp account): the messages sent to a
 * number, as the phone would show them, with the quick-reply buttons a tap answers.
 */
export const simulatedWhatsAppMessage = z.object({
  id: z.string(),
  template: z.string(),
  text: z.string(),
  sentAt: z.string(),
  buttons: z.array(z.enum(['Confirm', 'Cancel'])),
});
export type SimulatedWhatsAppMessage = z.infer<typeof simulatedWhatsAppMessage>;

export const simulatedWhatsAppQuery = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter the 10-digit mobile number the messages went to'),
});

/** A tap on one of a message's buttons, or "STOP" written back. */
export const simulatedWhatsAppReply = z.object({
  messageId: z.string().trim().min(1, 'Choose the message to answer').max(200),
  reply: z.enum(['Confirm', 'Cancel', 'STOP'], { error: 'Answer Confirm, Cancel or STOP' }),
});
export type SimulatedWhatsAppReply = z.infer<typeof simulatedWhatsAppReply>;
