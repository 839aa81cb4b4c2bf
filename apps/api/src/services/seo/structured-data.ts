import { CURRENCY, SHIPPING_FEE_PAISE, SIZE_PARAM, paiseToRupees, sizedName, type NetUnit, type ProductDetail, type ProductVariant, type UnitBasis } from '@canino/shared';

/**
 * schema.org records as JSON-LD, built to Google's rich-result rules: a Product needs a name and an
 * Offer (price, currency, availability); image, description, SKU, brand and the shipping terms are
 * what Google recommends for merchant listings. Every URL is absolute.
 */
type JsonLd = Record<string, unknown>;

export interface Shop {
  name: string;
  url: string;
  logo: string;
  phone: string;
  email: string;
  sameAs: string[];
}

export function organization(shop: Shop): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${shop.url}/#organization`,
    name: shop.name,
    url: `${shop.url}/`,
    logo: shop.logo,
    email: shop.email,
    telephone: shop.phone,
    ...(shop.sameAs.length ? { sameAs: shop.sameAs } : {}),
  };
}

/** The site with a search box: Google may show it under the shop's result, opening the results page. */
export function webSite(shop: Shop): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${shop.url}/#website`,
    name: shop.name,
    url: `${shop.url}/`,
    publisher: { '@id': `${shop.url}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${shop.url}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbs(shop: Shop, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: `${shop.url}${t.path}` })),
  };
}

export const availabilityOf = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** UN/CEFACT common codes of the units a net quantity or a unit price is given in (schema.org's unitCode). */
const UNIT_CODES: Record<NetUnit | UnitBasis, string> = { g: 'GRM', kg: 'KGM', ml: 'MLT', l: 'LTR', count: 'H87', unit: 'H87' };

/** The option axes schema.org names, as Google reads `variesBy`; a "Pack size" is a size. */
const isSizeAxis = (optionName: string) => /size|pack|weight|quantity/i.test(optionName);

/**
 * A size's price as Google documents unit pricing (merchant listings): the price asked for the pack's
 * net quantity (`referenceQuantity`, Merchant Center's unit_pricing_measure), per the base the unit sale
 * price is quoted in (`valueReference`, its unit_pricing_base_measure), so ₹499 for 200 g reads as
 * ₹2.50 per g, the shared rule's figure; and the MRP struck through when it is higher.
 */
function priceSpecifications(v: ProductVariant): JsonLd[] {
  const unit: JsonLd = {
    '@type': 'UnitPriceSpecification',
    price: v.product_sprice.toFixed(2),
    priceCurrency: CURRENCY,
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      value: v.net_quantity,
      unitCode: UNIT_CODES[v.net_unit],
      valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[v.unit_basis] },
    },
  };
  if (v.product_dprice <= v.product_sprice) return [unit];
  return [unit, { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: v.product_dprice.toFixed(2), priceCurrency: CURRENCY }];
}

/** A maker as schema.org's Organization: its name and its full address as declared. */
const organizationOf = (party: { name: string; address: string }) => ({ '@type': 'Organization', name: party.name, address: party.address });

/**
 * A product page as Google documents product variants on a single page: a ProductGroup (what is
 * described, reviewed and declared: name, brand, rating, origin, manufacturer) at the page's canonical
 * address, with each size on sale a Product of its own (`hasVariant`): its SKU, name, GTIN when it has one,
 * and an Offer at the page's address with `?size=` naming it, priced with its unit price and MRP.
 */
export function productGroupRecord(shop: Shop, p: { detail: ProductDetail; url: string; images: string[]; category?: string }): JsonLd {
  const { product, declarations } = p.detail;
  const bySize = isSizeAxis(product.option_name);
  const shippingDetails = {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: paiseToRupees(SHIPPING_FEE_PAISE).toFixed(2), currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 7, unitCode: 'DAY' },
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': `${p.url}#product`,
    name: product.product_name,
    description: product.product_desc || product.product_name,
    image: p.images,
    url: p.url,
    ...(p.category ? { category: p.category } : {}),
    brand: { '@type': 'Brand', name: shop.name },
    productGroupID: String(product.product_id),
    ...(bySize ? { variesBy: ['https://schema.org/size'] } : {}),
    countryOfOrigin: { '@type': 'Country', name: declarations.country_of_origin },
    ...(declarations.manufactured_by ? { manufacturer: organizationOf(declarations.manufactured_by) } : {}),
    // Only once the product has visible reviews (Google refuses a rating of nothing), from the same
    // visible reviews the page shows; each has a text, so they count as reviews, not bare ratings.
    ...(product.rating_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating_avg, reviewCount: product.rating_count, bestRating: 5, worstRating: 1 } }
      : {}),
    hasVariant: product.variants.map((v) => ({
      '@type': 'Product',
      sku: v.sku,
      name: sizedName(product.product_name, v.label, product.variants.length),
      image: v.image ? absoluteUrl(shop.url, v.image) : p.images[0],
      ...(bySize ? { size: v.label } : { additionalProperty: { '@type': 'PropertyValue', name: product.option_name, value: v.label } }),
      ...(v.gtin ? { gtin: v.gtin } : {}),
      offers: {
        '@type': 'Offer',
        url: `${p.url}?${SIZE_PARAM}=${encodeURIComponent(v.sku)}`,
        priceCurrency: CURRENCY,
        // The selling price; schema.org wants a plain decimal with a dot.
        price: v.product_sprice.toFixed(2),
        priceSpecification: priceSpecifications(v),
        availability: availabilityOf(v.stock),
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@id': `${shop.url}/#organization` },
        shippingDetails,
      },
    })),
  };
}

/** A picture's absolute address: the shop's own pictures are stored by path. */
export const absoluteUrl = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);
