import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { ShippingProvider } from '../../ports/shipping-provider';
import { ShiprocketProvider } from './shiprocket';
import { SimulatedCarrier } from './simulated/carrier';

/** The carrier `SHIPPING` chose (config-shipping.ts); none in `manual` mode, where the owner types tracking numbers. */
export function createShippingProvider(config: Config, log: Logger): ShippingProvider | null {
  if (config.shiprocket) return new ShiprocketProvider(config.shiprocket, log);
  return config.shipping === 'simulated' ? new SimulatedCarrier({ stepMs: config.simulatedCarrierStepMs }) : null;
}
