import { paiseToRupees, productSlugPath, sizedName, sizedProductPath, unitPrice, type NetUnit, type UnitBasis } from '@canino/shared';
import type { AppContext } from '../../context';
import { listFeedSizes } from '../../repositories/catalog';
import { getShopSettings } from '../../repositories/shop-settings';
import { absoluteUrl } from './structured-data';
import { xmlText } from './xml-text';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** Merchant Center's units for unit pricing (unit_pricing_measure and its base): a counted item is `ct`. */
const FEED_UNITS: Record<NetUnit | UnitBasis, string> = { g: 'g', kg: 'kg', ml: 'ml', l: 'l', count: 'ct', unit: 'ct' };

/** Merchant Center's limits on a title and a description, in characters. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/**
 * The Google Merchant Center product feed (RSS 2.0 with Google's `g:` namespace): one item per size on
 * sale of each product on sale, named by its SKU and grouped by its product (`item_group_id`, the same
 * id the product page's ProductGroup gives), linking to the product page with that size chosen. The
 * price is the MRP and the sale price the selling price when lower, as Google shows a struck-through
 * price; the unit pricing measure is the size's net quantity, per the base its unit sale price is quoted
 * in. A GTIN when the owner entered one (otherwise `identifier_exists` says there is none), the shipping
 * weight when the size has one.
 */
export async function googleProductFeedXml(ctx: Ctx): Promise<string> {
  const [sizes, shop] = await Promise.all([listFeedSizes(ctx.db), getShopSettings(ctx.db)]);
  const base = ctx.config.publicUrl;
  const items = sizes.map((s) => {
    const price = (paise: number) => `${paiseToRupees(paise).toFixed(2)} INR`;
    const basis = unitPrice(s.sellingPricePaise, s.netQuantity, s.netUnit).basis;
    const fields: [string, string | number | undefined][] = [
      ['g:id', s.sku],
      ['g:item_group_id', String(s.productId)],
      // RSS's own title, link and description, as Google's example feed writes them.
      ['title', sizedName(s.name, s.label, s.sizes).slice(0, TITLE_MAX)],
      ['description', (s.description || s.name).slice(0, DESCRIPTION_MAX)],
      ['link', `${base}${sizedProductPath(productSlugPath(s.slug), s.sku)}`],
      ['g:image_link', absoluteUrl(base, s.image || s.productImage)],
      ['g:availability', s.stock > 0 ? 'in_stock' : 'out_of_stock'],
      ['g:price', price(s.listPricePaise)],
      ['g:sale_price', s.sellingPricePaise < s.listPricePaise ? price(s.sellingPricePaise) : undefined],
      ['g:brand', shop.name],
      ['g:condition', 'new'],
      ['g:gtin', s.gtin ?? undefined],
      ['g:identifier_exists', s.gtin ? undefined : 'no'],
      ['g:unit_pricing_measure', `${s.netQuantity}${FEED_UNITS[s.netUnit]}`],
      ['g:unit_pricing_base_measure', `1${FEED_UNITS[basis]}`],
      ['g:shipping_weight', s.weightGrams === null ? undefined : `${s.weightGrams} g`],
      ['g:product_type', s.categoryName],
    ];
    const lines = fields.filter(([, value]) => value !== undefined).map(([tag, value]) => `<${tag}>${xmlText(String(value))}</${tag}>`);
    return `<item>${lines.join('')}</item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    `<channel><title>${xmlText(shop.name)}</title><link>${xmlText(`${base}/`)}</link><description>${xmlText(`Products of ${shop.name}, with prices in ₹`)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
