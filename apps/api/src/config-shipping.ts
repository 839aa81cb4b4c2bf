import { isLocalUrl } from './config-payments';

export type ShippingMode = 'simulated' | 'shiprocket' | 'manual';

export interface ShiprocketSettings {
  email: string;
  password: string;
  apiUrl: string;
  /** The pickup address's nickname exactly as set up in the Shiprocket panel; returns are sent back to its address. */
  pickupLocation: string;
  /** The token Shiprocket sends in `x-api-key` with each tracking webhook; webhooks are refused without it. */
  webhookToken: string | undefined;
}

/**
 * `SHIPPING` unset: Shiprocket when its API user is set, the simulated carrier on a local shop, and on a
 * public shop without Shiprocket `manual` (the owner types the courier's tracking number), because a
 * simulated carrier there would tell real customers that parcels move which do not.
 */
export function chooseShippingMode(opts: { shipping: ShippingMode | undefined; publicUrl: string; email: string | undefined; password: string | undefined }): ShippingMode {
  if (Boolean(opts.email) !== Boolean(opts.password)) {
    throw new Error('SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together: set both (the API user from Shiprocket, Settings > API) or neither.');
  }
  const hasUser = Boolean(opts.email && opts.password);
  if (opts.shipping === 'shiprocket' && !hasUser) {
    throw new Error('SHIPPING=shiprocket needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (an API user, from Shiprocket Settings > API).');
  }
  return opts.shipping ?? (hasUser ? 'shiprocket' : isLocalUrl(opts.publicUrl) ? 'simulated' : 'manual');
}
