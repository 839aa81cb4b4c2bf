import { formatBatchMonth, indianDate, sellableFrom, sizedName } from '@canino/shared';
import type { AppContext } from '../../context';
import { findProduct } from '../../repositories/products';
import { findVariantLabel } from '../../repositories/product-variants';
import { findBatch, variantsWithShortDated } from '../../repositories/stock-batches';
import { getShopSettings } from '../../repositories/shop-settings';
import type { JobInfo, JobPayloads } from '../jobs/job-kinds';
import { enqueueEmail } from '../mail/enqueue-email';
import { shortDatedEmail } from '../mail/templates/short-dated';
import { lockSellableStock } from './stock-history';

/**
 * The `batches.sweep` job: batches that came inside the minimum shelf life leave sale even when nobody
 * checks out their size, under the sizes' locks (in id order, as every stock transaction takes them).
 */
export async function sweepShortDated(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const variantIds = await variantsWithShortDated(ctx.db, sellableFrom(indianDate(now), ctx.config.minShelfLifeDays));
  if (!variantIds.length) return 0;
  await ctx.db.transaction((tx) => lockSellableStock(tx, { variantIds, couponCode: null }, { now, minShelfLifeDays: ctx.config.minShelfLifeDays }));
  ctx.catalogCache.invalidate();
  return variantIds.length;
}

/** The `stock.short-dated` job: the owner's email about one withdrawn batch, keyed by this job so a retry still makes one. */
export async function sendShortDatedEmail(ctx: AppContext, payload: JobPayloads['stock.short-dated'], job: JobInfo): Promise<void> {
  const batch = await findBatch(ctx.db, payload.batchId);
  if (!batch?.bestBefore) return;
  const size = await findVariantLabel(ctx.db, batch.variantId);
  const productId = size?.productId;
  const product = productId === undefined ? undefined : await findProduct(ctx.db, productId);
  if (!product || !size) return;
  const shop = await getShopSettings(ctx.db);
  const email = shortDatedEmail({
    shopName: shop.name,
    productName: sizedName(product.name, size.label, size.sizes),
    batchNo: batch.batchNo,
    bestBefore: formatBatchMonth(batch.bestBefore),
    quantity: batch.quantity,
    minShelfLifeDays: ctx.config.minShelfLifeDays,
    pageUrl: `${ctx.config.publicUrl}/admin/products/${product.id}`,
  });
  await enqueueEmail(ctx.db, ctx.config.publicUrl, { to: shop.email, ...email }, `stock.short-dated.email:${job.id}`);
}
