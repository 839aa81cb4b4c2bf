import type { CheckoutInput } from '@canino/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { recordConsent } from '../consents/consents';

/**
 * "Send order updates on WhatsApp", ticked at checkout: a consent needs an account to belong to (decision
 * 058), so a guest's tick is refused with a message before anything is written.
 */
export function checkCheckoutConsent(customerId: number | null, input: Pick<CheckoutInput, 'whatsappUpdates'>): void {
  if (input.whatsappUpdates === true && customerId === null) {
    const message = 'WhatsApp updates need an account: log in, or leave the box unticked';
    throw new AppError('UNPROCESSABLE', message, { whatsappUpdates: message });
  }
}

/**
 * Records the tick as the customer's consent in the order's transaction, before its first message is
 * queued, so this order's updates already come on WhatsApp. An unticked box changes nothing.
 */
export async function recordCheckoutConsent(tx: Db, now: Date, customerId: number | null, input: Pick<CheckoutInput, 'whatsappUpdates'>): Promise<void> {
  if (input.whatsappUpdates === true && customerId !== null) await recordConsent(tx, now, customerId, 'whatsapp_updates', true, 'checkout');
}
