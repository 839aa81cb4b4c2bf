import { CURRENCY, SHIPPING_FEE_PAISE, paiseToRupees, type Product } from '@canino/shared';

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

export function productRecord(shop: Shop, p: { product: Product; url: string; images: string[]; category?: string }): JsonLd {
  const { product } = p;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: product.product_desc || product.product_name,
    image: p.images,
    sku: product.sku,
    url: p.url,
    ...(p.category ? { category: p.category } : {}),
    brand: { '@type': 'Brand', name: shop.name },
    // Only once the product has visible reviews (Google refuses a rating of nothing), from the same
    // visible reviews the page shows; each has a text, so they count as reviews, not bare ratings.
    ...(product.rating_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating_avg, reviewCount: product.rating_count, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      priceCurrency: CURRENCY,
      // The selling price; schema.org wants a plain decimal with a dot.
      price: product.product_sprice.toFixed(2),
      availability: availabilityOf(product.stock),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': `${shop.url}/#organization` },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: paiseToRupees(SHIPPING_FEE_PAISE).toFixed(2), currency: CURRENCY },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 7, unitCode: 'DAY' },
        },
      },
    },
  };
}
