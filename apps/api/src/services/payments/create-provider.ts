import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { SimulatedProvider } from './simulated/provider';

/** The provider `PAYMENTS` chose (config-payments.ts); Razorpay's settings exist exactly when it is chosen. */
export function createPaymentProvider(config: Config, log: Logger): PaymentProvider {
  if (config.razorpay) return new RazorpayProvider(config.razorpay, log);
  return new SimulatedProvider({ webhookDelayMs: config.simulatedWebhookDelayMs });
}
