import type { AdminProduct, VariantGtinsInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badInput, conflict, notFound } from '../../errors';
import * as repo from '../../repositories/products';
import { listVariants, setVariantGtin } from '../../repositories/product-variants';
import { recordAdminChange } from '../audit/audit-log';
import { getProduct, PRODUCT_NOT_FOUND } from './products';

const GTIN_TAKEN = 'Another size already has this GTIN';

/**
 * The owner's barcode numbers (GTIN) for a product's sizes, for the shopping feed and structured data.
 * Each size named must be this product's; a GTIN names one size in the whole shop. Logged on the
 * product, as its sizes' GTINs before and after.
 */
export async function saveVariantGtins(ctx: AppContext, adminId: number, productId: number, input: VariantGtinsInput): Promise<AdminProduct> {
  const seen = new Set<string>();
  for (const { gtin } of input.gtins) {
    if (gtin && seen.has(gtin)) throw badInput(`GTIN ${gtin} is given to two sizes; each size has its own`, { gtins: 'Each size has its own GTIN' });
    if (gtin) seen.add(gtin);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const product = await repo.lockProduct(tx, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const sizes = await listVariants(tx, productId, { activeOnly: false });
      const byId = new Map(sizes.map((v) => [v.id, v]));
      const foreign = input.gtins.find((g) => !byId.has(g.variantId));
      if (foreign) throw badInput('A size named is not one of this product’s; reload the page', { gtins: 'Reload the page to see this product’s sizes' });
      const gtins = (rows: { sku: string; gtin: string | null }[]) => ({ gtins: Object.fromEntries(rows.map((v) => [v.sku, v.gtin])) });
      const after = sizes.map((v) => ({ sku: v.sku, gtin: input.gtins.find((g) => g.variantId === v.id)?.gtin ?? v.gtin }));
      // Cleared first, then set: two sizes swapping their numbers do not meet in the unique index.
      for (const { variantId } of input.gtins) await setVariantGtin(tx, variantId, null);
      for (const { variantId, gtin } of input.gtins) if (gtin) await setVariantGtin(tx, variantId, gtin);
      await recordAdminChange(tx, adminId, { entity: 'product', entityId: productId, action: 'gtin', label: product.name, before: gtins(sizes), after: gtins(after) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(GTIN_TAKEN, { gtins: GTIN_TAKEN });
    throw err;
  }
  ctx.catalogCache.invalidate();
  return getProduct(ctx, productId);
}
