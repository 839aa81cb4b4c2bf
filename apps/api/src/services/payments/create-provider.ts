import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { PaymentProvider } from '../../ports/payment-provider';
import { RazorpayProvider } from './razorpay';
import { SimulatedProvider } from './simulated/provider';

/** The provider `PAYMENTS` chose (config-payments.ts); Razorpay's settings exist exactly when it is chosen. */
export async function createPaymentProvider(config: Config, log: Logger, db: Db): Promise<PaymentProvider> {
  if (config.razorpay) return new RazorpayProvider(config.razorpay, log);
  return SimulatedProvider.open(db, { webhookDelayMs: config.simulatedWebhookDelayMs });
}
