import { z } from 'zod';
import { adminOrderRow } from './admin-orders.js';
import { pageQuery } from './admin-common.js';
import { address } from './address.js';

/** Customers and the messages they send, as the owner sees them. */

export const adminCustomerRow = z.object({
  id: z.number().int(),
  ownerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  petName: z.string(),
  breed: z.string(),
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const adminCustomerDetail = adminCustomerRow.extend({
  pet: z.object({ name: z.string(), breed: z.string(), age: z.string(), weight: z.string(), needs: z.string(), image: z.string().nullable() }),
  addresses: z.array(address),
  orders: z.array(adminOrderRow),
  /** Sum of the customer's paid orders. */
  spentPaise: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

export const adminMessageQuery = pageQuery.extend({ state: z.enum(['open', 'handled', 'all']).default('open') });
export type AdminMessageQuery = z.infer<typeof adminMessageQuery>;

export const adminMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessage>;

export const messageHandledInput = z.object({ handled: z.boolean({ error: 'Say whether the message is handled' }) });
