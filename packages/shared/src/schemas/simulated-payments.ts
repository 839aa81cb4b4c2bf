import { z } from 'zod';

/**
 * The simulated provider's "bank" (POST /payments/simulated/pay and /payments/simulated/decline-next-refund),
 * there only while Razorpay is not configured: the demo, the tests and the simulated checkout script call it.
 */

export const simulatedPayInput = z
  .object({
    order_id: z.string().trim().max(60).optional(),
    amount: z.number().int().positive().max(100_000_000).optional(),
    outcome: z.enum(['success', 'failure']),
  })
  .refine((v) => v.order_id || v.amount, { path: ['order_id'], message: 'An order id or an amount is required' });

/** Exactly what Razorpay's checkout hands its handler (paid) or its payment.failed listener (failed). */
export const simulatedPayResult = z.union([
  z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string().optional(), razorpay_signature: z.string().optional() }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SimulatedPayResult = z.infer<typeof simulatedPayResult>;

export const simulatedDeclineInput = z.object({ payment_id: z.string().trim().min(1).max(60) });
export const simulatedDeclineResult = z.object({ payment_id: z.string() });
