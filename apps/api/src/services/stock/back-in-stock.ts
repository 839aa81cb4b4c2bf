import { productSlugPath, sizedName, sizedProductPath, type StockAlertInput, type WaitingSize } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound } from '../../errors';
import { findProduct } from '../../repositories/products';
import { listVariants, readStockShared } from '../../repositories/product-variants';
import { getShopSettings } from '../../repositories/shop-settings';
import { addStockAlert, listWaitingBySize, sizesWithWaiters, takeWaitingAlerts } from '../../repositories/stock-alerts';
import type { MovedProduct } from '../../repositories/stock-movements';
import { enqueueJob } from '../jobs/enqueue';
import type { JobPayloads } from '../jobs/job-kinds';
import { enqueueEmail } from '../mail/enqueue-email';
import { backInStockEmail } from '../mail/templates/back-in-stock';

/**
 * "Tell me when it is back" on a sold-out size (the product's default without `variantId`). A customer's
 * alert goes to their account's email; a guest gives one for it. Only a size on sale and sold out takes
 * an alert; asking again while one waits changes nothing.
 */
export async function askForStockAlert(ctx: AppContext, productId: number, input: StockAlertInput, customerId: number | null): Promise<{ email: string | null }> {
  const product = await findProduct(ctx.db, productId);
  const sizes = product?.active ? await listVariants(ctx.db, productId, { activeOnly: true }) : [];
  const size = input.variantId === undefined ? sizes[0] : sizes.find((s) => s.id === input.variantId);
  if (!size) throw notFound(input.variantId === undefined ? 'This product could not be found' : 'This size could not be found');
  const email = customerId === null ? input.email?.toLowerCase() : '';
  if (email === undefined) throw badInput('Enter your email address to hear when it is back', { email: 'Enter your email address' });
  // The stock is read under a share lock and the alert written in the same transaction: a restock that
  // commits first is seen here (in stock, nothing to wait for), one that commits after finds the alert.
  // Read outside it, a restock between the read and the insert would leave the alert waiting forever.
  await ctx.db.transaction(async (tx) => {
    if (((await readStockShared(tx, size.id)) ?? 0) > 0) throw conflict('This is in stock now: add it to your cart');
    await addStockAlert(tx, { variantId: size.id, customerId, email });
  });
  return { email: email || null };
}

/**
 * Called where stock moves (stock-history's moveStock), in its transaction: a size that went up and is in
 * stock, with someone waiting, gets a `stock.back` job. Nobody waiting, nothing queued.
 */
export async function queueBackInStock(tx: Db, moved: readonly MovedProduct[], raised: ReadonlySet<number>): Promise<void> {
  const back = moved.filter((m) => m.stock > 0 && raised.has(m.variantId)).map((m) => m.variantId);
  const waited = new Set(await sizesWithWaiters(tx, back));
  for (const m of moved) if (waited.has(m.variantId)) await enqueueJob(tx, { kind: 'stock.back', payload: { productId: m.productId, variantId: m.variantId } });
}

/**
 * The `stock.back` job: each waiting shopper's email, first asked first, each alert marked sent in the same
 * transaction as its email is queued (keyed by the alert), so a retry or a second node sends none twice. A
 * size sold out again before the job ran keeps its alerts for the next restock.
 */
export async function sendBackInStock(ctx: AppContext, payload: JobPayloads['stock.back']): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const product = await findProduct(tx, payload.productId);
    const sizes = product?.active ? await listVariants(tx, product.id, { activeOnly: true }) : [];
    const size = sizes.find((s) => s.id === payload.variantId);
    if (!product || !size || size.stock <= 0) return;
    const shop = await getShopSettings(tx);
    const path = sizes.length > 1 ? sizedProductPath(productSlugPath(product.slug), size.sku) : productSlugPath(product.slug);
    const productName = sizedName(product.name, size.label, sizes.length);
    for (const alert of await takeWaitingAlerts(tx, size.id, new Date())) {
      const email = backInStockEmail({ shopName: shop.name, customerName: alert.customerName, productName, productUrl: `${ctx.config.publicUrl}${path}` });
      await enqueueEmail(tx, ctx.config.publicUrl, { to: alert.email, ...email }, `stock.back.email:${alert.id}`);
    }
  });
}

/** The owner's list of sizes shoppers wait for, the longest-awaited first. */
export async function listWaitingForStock(ctx: AppContext): Promise<WaitingSize[]> {
  const rows = await listWaitingBySize(ctx.db);
  return rows.map((r) => ({ ...r, since: (r.since ?? new Date()).toISOString() }));
}
