import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { SimulatedProvider } from './simulated/provider';

/** Razorpay when its keys are set; otherwise the simulated provider, so the shop works out of the box. */
export function createPaymentProvider(config: Config, log: Logger): PaymentProvider {
  if (config.razorpay) return new RazorpayProvider(config.razorpay, log);
  return new SimulatedProvider({ webhookDelayMs: config.simulatedWebhookDelayMs });
}
