import {
  averageRating,
  paiseToRupees,
  sortBands,
  unitPrice,
  type Banner,
  type Category,
  type DeclarationsRecord,
  type Dosage,
  type Product,
  type ProductVariant,
} from '@canino/shared';
import type { banners, categories } from '../../db/schema';
import type { ProductRow } from '../../repositories/catalog';
import type { MakerRow } from '../../repositories/makers';
import type { SizeSummary, VariantRow } from '../../repositories/product-variants';
import type { ShopSettingsRow } from '../../repositories/shop-settings';

/**
 * Database rows to the spec's records. Prices leave the server in rupees, as the spec's client reads them.
 * A list's product sold in several sizes says so (`sizes`), for its card's "from ₹X" and "N sizes".
 */
export function presentProduct(p: ProductRow & { sizes?: SizeSummary | null }): Product {
  const sizes = p.sizes ? { sizes: { count: p.sizes.count, from_sprice: paiseToRupees(p.sizes.fromPricePaise), stock: p.sizes.stock } } : {};
  return {
    product_id: p.id,
    product_img: p.image,
    product_name: p.name,
    product_dprice: paiseToRupees(p.listPricePaise),
    product_sprice: paiseToRupees(p.sellingPricePaise),
    product_details: p.detailsHtml,
    product_desc: p.description,
    mcat_id: p.categoryId,
    stock: p.stock,
    rating_avg: averageRating(p.ratingSum, p.ratingCount),
    rating_count: p.ratingCount,
    slug: p.slug,
    sku: p.sku,
    ...sizes,
  };
}

/** A size as the product's answer lists it, its unit sale price computed from its price and net quantity. */
export function presentVariant(v: VariantRow): ProductVariant {
  const unit = unitPrice(v.sellingPricePaise, v.netQuantity, v.netUnit);
  return {
    variant_id: v.id,
    sku: v.sku,
    label: v.label,
    net_quantity: v.netQuantity,
    net_unit: v.netUnit,
    product_dprice: paiseToRupees(v.listPricePaise),
    product_sprice: paiseToRupees(v.sellingPricePaise),
    unit_price: paiseToRupees(unit.paise),
    unit_basis: unit.basis,
    stock: v.stock,
    image: v.image,
    gtin: v.gtin,
  };
}

/**
 * What the product's pack declares, as its page prints it: the makers by name and full address (a packer
 * or importer only when there is one besides the manufacturer), and the shop's customer care, which is
 * its public name, address, phone and email from the shop settings.
 */
export function presentDeclarations(
  p: Pick<ProductRow, 'manufacturerId' | 'packerId' | 'importerId' | 'countryOfOrigin' | 'genericName' | 'bestBeforeMonths'>,
  makers: ReadonlyMap<number, MakerRow>,
  shop: Pick<ShopSettingsRow, 'name' | 'address' | 'phone' | 'email'>,
): DeclarationsRecord {
  const party = (id: number | null) => {
    const maker = id === null ? undefined : makers.get(id);
    return maker ? { name: maker.name, address: maker.address } : null;
  };
  return {
    manufactured_by: party(p.manufacturerId),
    packed_by: p.packerId === p.manufacturerId ? null : party(p.packerId),
    imported_by: party(p.importerId),
    country_of_origin: p.countryOfOrigin,
    generic_name: p.genericName,
    best_before_months: p.bestBeforeMonths,
    customer_care: { name: shop.name, address: shop.address, phone: shop.phone, email: shop.email },
  };
}

export function presentCategory(c: typeof categories.$inferSelect): Category {
  return { mcat_id: c.id, mcat_name: c.name, mcat_image: c.image, slug: c.slug };
}

export function presentBanner(b: typeof banners.$inferSelect): Banner {
  return { banner_img: b.image, banner_title: b.title };
}

/** The product's dosage as data, or null when the owner has not entered one. */
export function presentDosage(p: Pick<ProductRow, 'packSize' | 'doseUnit' | 'dosageBands' | 'lifeStage'>): Dosage | null {
  if (p.packSize === null || !p.doseUnit || !p.dosageBands?.length) return null;
  return { packSize: Number(p.packSize), unitName: p.doseUnit, bands: sortBands(p.dosageBands), lifeStage: p.lifeStage ?? null };
}
