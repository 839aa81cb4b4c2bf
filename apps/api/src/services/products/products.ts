import { missingDeclarations, type AdminProduct, type AdminProductListQuery, type AdminProductRow, type Dosage, type Paged, type ProductInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { isCheckViolation, isUniqueViolation, violatedConstraint } from '../../db/errors';
import { badInput, conflict, notFound } from '../../errors';
import * as repo from '../../repositories/products';
import { dosageColumns } from '../../db/dosage-columns';
import { presentDosage } from '../catalog/present';
import { sanitizeDetails } from './sanitize-details';
import { removeStoredImages } from '../uploads/stored-images';
import { uniqueSlug } from './slugs';
import { adminActor } from '../staff/admin-actor';
import { recordProductChange } from './product-audit';
import { adjustStock, recheckLowStock, recordOpeningStock, setStock } from '../stock/stock-history';
import { declarationsOf, nextDeclarations, refuseSaleWithoutDeclarations, splitDeclarations } from './product-declarations';
import { listVariants, soldVariantIds } from '../../repositories/product-variants';

export const PRODUCT_NOT_FOUND = 'This product does not exist';

function presentRow(p: repo.ProductRow, categoryName: string): AdminProductRow {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    categoryId: p.categoryId,
    categoryName,
    listPricePaise: p.listPricePaise,
    sellingPricePaise: p.sellingPricePaise,
    image: p.image,
    stock: p.stock,
    lowStockThreshold: p.lowStockThreshold,
    active: p.active,
    updatedAt: p.updatedAt.toISOString(),
    missingDeclarations: missingDeclarations(declarationsOf(p)),
  };
}

export async function listProducts(ctx: AppContext, q: AdminProductListQuery): Promise<Paged<AdminProductRow>> {
  const { rows, total } = await repo.listProductsPage(ctx.db, q);
  return { items: rows.map((r) => presentRow(r.product, r.categoryName)), total, page: q.page, pageSize: q.pageSize };
}

export async function getProduct(ctx: AppContext, id: number): Promise<AdminProduct> {
  const row = await repo.findProductWithCategory(ctx.db, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const [gallery, sizes] = await Promise.all([repo.listGallery(ctx.db, id), listVariants(ctx.db, id, { activeOnly: false })]);
  const sold = await soldVariantIds(
    ctx.db,
    sizes.map((v) => v.id),
  );
  return {
    ...presentRow(row.product, row.categoryName),
    slug: row.product.slug,
    description: row.product.description,
    detailsHtml: row.product.detailsHtml,
    hsnCode: row.product.hsnCode,
    gstRate: row.product.gstRate,
    dosage: presentDosage(row.product),
    gallery: gallery.map((g) => ({ id: g.id, image: g.image })),
    ...declarationsOf(row.product),
    optionName: row.product.optionName,
    returnable: row.product.returnable,
    sizes: sizes.map((v) => ({
      variantId: v.id,
      sku: v.sku,
      label: v.label,
      netQuantity: v.netQuantity,
      netUnit: v.netUnit,
      mrpPaise: v.listPricePaise,
      pricePaise: v.sellingPricePaise,
      stock: v.stock,
      lowStockThreshold: v.lowStockThreshold,
      weightGrams: v.weightGrams,
      active: v.active,
      sold: sold.has(v.id),
    })),
    gtins: sizes.map((v) => ({ variantId: v.id, sku: v.sku, label: v.label, gtin: v.gtin })),
  };
}

const SKU_TAKEN = 'Another product already has this SKU';

async function fields(ctx: AppContext, input: ProductInput, id?: number) {
  if (!(await repo.categoryExists(ctx.db, input.categoryId))) {
    throw badInput('Choose a category', { categoryId: 'Choose a category' });
  }
  // A blank SKU leaves the column to its default (new) or to what it was (edit).
  const [declared, { dosage, sku, stockWas: _, ...rest }] = splitDeclarations(input);
  if (sku && (await repo.skuTakenByAnother(ctx.db, sku, id))) throw conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  const values = { ...rest, ...(sku ? { sku } : {}), detailsHtml: sanitizeDetails(input.detailsHtml), ...(dosage === undefined ? {} : dosageColumns(dosage)) };
  return { values, declared };
}

/** Two saves racing for one slug or SKU: the unique index refuses the later one. */
function raceConflict(err: unknown): never {
  if (isUniqueViolation(err)) {
    // The product's SKU is its default size's (decision 042), so another product's other size may hold it.
    if (['products_sku_key', 'product_variants_sku_key'].includes(violatedConstraint(err) ?? '')) throw conflict(SKU_TAKEN, { sku: SKU_TAKEN });
    throw conflict('A product with this name was saved at the same moment; please try again.');
  }
  throw err;
}

/** A new product has no images yet; the panel uploads its gallery next (see product-gallery.ts). */
export async function createProduct(ctx: AppContext, adminId: number, input: ProductInput): Promise<AdminProduct> {
  const { values, declared } = await fields(ctx, input);
  const slug = await uniqueSlug(input.name, (s) => repo.productSlugTaken(ctx.db, s));
  const actor = await adminActor(ctx, adminId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const declarations = await nextDeclarations(tx, null, declared);
      refuseSaleWithoutDeclarations(null, { active: values.active, declarations });
      const made = await repo.insertProduct(tx, { ...values, ...declarations, slug });
      await recordOpeningStock(tx, made.id, made.stock, { actor, adminId });
      await recordProductChange(tx, adminId, 'create', null, made);
      return made;
    });
    ctx.catalogCache.invalidate();
    return getProduct(ctx, row.id);
  } catch (err) {
    raceConflict(err);
  }
}

/**
 * Saves the form. A change of stock is a manual edit in the stock history: with `stockWas` (the panel's
 * form) the difference the owner typed is applied to the stock as it is now, so sales made meanwhile
 * stand; without it the stock is set as given. A new threshold is checked against the stock.
 */
export async function updateProduct(ctx: AppContext, adminId: number, id: number, input: ProductInput): Promise<AdminProduct> {
  if (!(await repo.findProduct(ctx.db, id))) throw notFound(PRODUCT_NOT_FOUND);
  const {
    values: { stock, ...rest },
    declared,
  } = await fields(ctx, input, id);
  const actor = await adminActor(ctx, adminId);
  const cause = { reason: 'manual_edit' as const, actor, adminId };
  try {
    await ctx.db.transaction(async (tx) => {
      // The form edits the default size's stock; the variant grid edits each size's.
      if (input.stockWas === undefined) await setStock(tx, { productId: id }, stock, cause);
      else await adjustStock(tx, { productId: id }, stock - input.stockWas, cause);
      // Read after the stock move has locked the row, so "before" is what this save replaced.
      const before = (await repo.findProduct(tx, id))!;
      const declarations = await nextDeclarations(tx, before, declared);
      refuseSaleWithoutDeclarations({ active: before.active, declarations: declarationsOf(before) }, { active: rest.active, declarations });
      await recordProductChange(tx, adminId, 'update', before, (await repo.updateProduct(tx, id, { ...rest, ...declarations }))!);
      await recheckLowStock(tx, { productId: id });
    });
  } catch (err) {
    if (isCheckViolation(err))
      throw conflict('More of this product sold while you edited it, so that stock change would go below 0. Reload the page to see the stock now.', {
        stock: 'Reload to see the stock now',
      });
    raceConflict(err);
  }
  ctx.catalogCache.invalidate();
  return getProduct(ctx, id);
}

/** Saves only the product's dosage (the admin's dosage card), or removes it with null. */
export async function saveProductDosage(ctx: AppContext, adminId: number, id: number, dosage: Dosage | null): Promise<AdminProduct> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    await recordProductChange(tx, adminId, 'dosage', before, (await repo.updateProduct(tx, id, dosageColumns(dosage)))!);
  });
  ctx.catalogCache.invalidate();
  return getProduct(ctx, id);
}

/**
 * Order lines keep their own copy of name and price, but a product that was ordered stays linked to
 * those orders: it is deactivated (hidden from the shop) rather than deleted.
 */
export async function deleteProduct(ctx: AppContext, adminId: number, id: number): Promise<{ deleted: boolean }> {
  const product = await repo.findProduct(ctx.db, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (await repo.productHasOrders(ctx.db, id)) {
    await ctx.db.transaction(async (tx) => {
      const before = (await repo.lockProduct(tx, id))!;
      await recordProductChange(tx, adminId, 'deactivate', before, (await repo.updateProduct(tx, id, { active: false }))!);
    });
    ctx.catalogCache.invalidate();
    return { deleted: false };
  }
  const gallery = await repo.listGallery(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteProduct(tx, id);
    await recordProductChange(tx, adminId, 'delete', product, null);
  });
  ctx.catalogCache.invalidate();
  await removeStoredImages(ctx, [product.image, ...gallery.map((g) => g.image)]);
  return { deleted: true };
}
