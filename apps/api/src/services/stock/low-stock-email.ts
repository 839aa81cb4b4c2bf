import { sizedName } from '@canino/shared';
import type { AppContext } from '../../context';
import { findProduct } from '../../repositories/products';
import { findVariantLabel } from '../../repositories/product-variants';
import { getShopSettings } from '../../repositories/shop-settings';
import type { JobInfo, JobPayloads } from '../jobs/job-kinds';
import { enqueueEmail } from '../mail/enqueue-email';
import { lowStockEmail } from '../mail/templates/low-stock';

/**
 * The `stock.low` job: the owner's email, addressed to the shop's email and queued as an email job
 * keyed by this job, so a retried job still makes one email. It says the stock of the moment the
 * product went low; the product's link shows the stock now.
 */
export async function sendLowStockEmail(ctx: AppContext, payload: JobPayloads['stock.low'], job: JobInfo): Promise<void> {
  const product = await findProduct(ctx.db, payload.productId);
  if (!product) return;
  // Stock is per size: the email names the size that ran low when the product has several.
  const size = payload.variantId === undefined ? undefined : await findVariantLabel(ctx.db, payload.variantId);
  const shop = await getShopSettings(ctx.db);
  const email = lowStockEmail({
    shopName: shop.name,
    productName: size ? sizedName(product.name, size.label, size.sizes) : product.name,
    stock: payload.stock,
    threshold: payload.threshold,
    productUrl: `${ctx.config.publicUrl}/admin/products/${product.id}`,
  });
  await enqueueEmail(ctx.db, ctx.config.publicUrl, { to: shop.email, ...email }, `stock.low.email:${job.id}`);
}
