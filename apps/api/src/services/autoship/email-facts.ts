import { cycleDiscountPercent, type AutoshipSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { findCustomerById } from '../../repositories/customers';
import { getAutoshipSettings, listSubscriptionItems, type SubscriptionRow } from '../../repositories/subscriptions';
import { shopProfile } from '../orders/shop-profile';
import { presentItems } from './present-subscription';

export interface Customer {
  name: string;
  email: string;
}

/**
 * What every autoship email is written from, read before the transaction that queues it: on the
 * embedded database a transaction holds the one connection, so nothing inside may query outside it.
 */
export interface Terms {
  settings: AutoshipSettings;
  shopName: string;
}

export async function readTerms(ctx: AppContext): Promise<Terms> {
  const [settings, shop] = await Promise.all([getAutoshipSettings(ctx.db), shopProfile(ctx)]);
  return { settings, shopName: shop.name };
}

/** The facts every autoship email starts from. */
export async function emailFacts(ctx: AppContext, tx: Db, sub: SubscriptionRow, customer: Customer, { settings, shopName }: Terms, cycleNo: number) {
  const items = presentItems(await listSubscriptionItems(tx, [sub.id]), cycleDiscountPercent(settings, cycleNo));
  return { shopName, customerName: customer.name, subscriptionId: sub.id, items, manageUrl: `${ctx.config.publicUrl}/autoship` };
}

export async function customerOf(db: Db, sub: Pick<SubscriptionRow, 'customerId'>): Promise<Customer> {
  const c = await findCustomerById(db, sub.customerId);
  return { name: c?.ownerName ?? '', email: c?.email ?? '' };
}
