import { categorySlugPath, chosenSize, productSlugPath, SIZE_PARAM, type Banner, type Category, type ProductDetail } from '@canino/shared';
import type { AppContext } from '../../context';
import { getShopSettings } from '../../repositories/shop-settings';
import { bannersBody, categoriesBody, productDetailBody, productDetailBySlugBody } from '../catalog/read-catalog';
import { absoluteUrl, availabilityOf, breadcrumbs, organization, productGroupRecord, webSite, type Shop } from './structured-data';
import { answerData } from '../catalog/parsed-answer';

type Ctx = Pick<AppContext, 'db' | 'catalogCache' | 'config' | 'now'>;

/** What a storefront page's <head> says about it to search engines and link previews. */
export interface PageMeta {
  /** 404 for an address that names nothing (an unknown product, category or page). */
  status: 200 | 404;
  siteName: string;
  title: string;
  description: string;
  /** Absolute; absent on pages that are not to be indexed. */
  canonical?: string;
  noindex?: boolean;
  image?: string;
  type: 'website' | 'product';
  /** og:price and og:availability on product pages. */
  offer?: { price: string; currency: string; availability: 'in stock' | 'out of stock' };
  jsonLd: Record<string, unknown>[];
}

const TAGLINE = 'Natural care for dogs';
const SHOP_DESCRIPTION = 'Natural supplements and care products for dogs, made in India: joint, skin and coat, digestion, calming and grooming care.';

/** Pages with fixed text; the rest of the storefront's routes are a customer's own and not indexed. */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/about': { title: 'About us', description: 'How Canino began in 2012 and how we make natural supplements and care products for dogs.' },
  '/contact': { title: 'Contact us', description: 'Call, write or visit Canino: questions about an order, a product or your dog’s needs.' },
  '/new-arrivals': { title: 'New arrivals', description: 'The newest natural supplements and care products for dogs at Canino.' },
  '/privacy-policy': { title: 'Privacy policy', description: 'What Canino does with your personal data.' },
  '/terms': { title: 'Terms and conditions', description: 'The terms of buying from Canino.' },
  '/refund-terms': { title: 'Refund policy', description: 'How Canino replaces or refunds damaged or wrong items.' },
  '/shipping-terms': { title: 'Shipping policy', description: 'How and when Canino ships across India, and what it costs.' },
  '/seller-information': { title: 'Seller information', description: 'Who sells on Canino, its address and GSTIN, customer care and the grievance officer.' },
};
const PRIVATE_PAGES: Record<string, string> = {
  '/cart': 'Your cart',
  '/wishlist': 'Your wishlist',
  '/checkout': 'Checkout',
  '/login': 'Log in',
  '/sign-up': 'Sign up',
  '/reset-password': 'Reset your password',
  '/profile': 'Your profile',
  '/address': 'Your addresses',
  '/orders': 'Your orders',
  '/privacy': 'Privacy policy',
  '/pets': 'Your pets',
  '/refills': 'Your refills',
  '/refill': 'Refill your order',
  '/refill/unsubscribe': 'Refill reminders',
  '/unsubscribe': 'Unsubscribe',
  '/track': 'Track your order',
  '/grievances': 'Complaints',
  // A search's results are a moving target; the listing and categories are what is indexed.
  '/search': 'Search',
};
/** Addresses under these prefixes are one customer's own (an order, a tracking link). */
const PRIVATE_PREFIXES: Record<string, string> = { '/orders/': 'Your order', '/track/': 'Track your order' };

/**
 * The head of the storefront page at `path`: title, description, canonical address, preview image,
 * and its structured data. Catalog reads come from the catalog cache; a product the shop does not sell
 * (anymore) is a 404 page, so search engines drop it.
 */
export async function pageMeta(ctx: Ctx, path: string, params: URLSearchParams): Promise<PageMeta> {
  const settings = await getShopSettings(ctx.db);
  const base = ctx.config.publicUrl;
  const shop: Shop = {
    name: settings.name,
    url: base,
    logo: `${base}/logo.svg`,
    phone: settings.phone,
    email: settings.email,
    sameAs: Object.values(settings.social).filter((u) => /^https:\/\//.test(u)),
  };
  /** Titles name the shop after the page ("Joint Care | Canino"), except home's, which starts with it. */
  const page = ({ fullTitle, ...p }: Omit<PageMeta, 'status' | 'type' | 'jsonLd' | 'siteName'> & Partial<PageMeta> & { fullTitle?: boolean }): PageMeta => ({
    status: 200,
    siteName: shop.name,
    type: 'website',
    jsonLd: [],
    ...p,
    title: fullTitle ? p.title : `${p.title} | ${shop.name}`,
    image: p.image && absoluteUrl(base, p.image),
  });
  const notFoundPage = () => page({ status: 404, title: 'Page not found', description: SHOP_DESCRIPTION, noindex: true });
  const home = { name: 'Home', path: '/' };
  const listing = { name: 'Products', path: '/products' };

  if (path === '/') {
    const banner = answerData<Banner[]>(await bannersBody(ctx))[0];
    return page({
      title: `${shop.name} — ${TAGLINE}`,
      fullTitle: true,
      description: SHOP_DESCRIPTION,
      canonical: `${base}/`,
      image: banner?.banner_img,
      jsonLd: [organization(shop), webSite(shop)],
    });
  }

  if (path === '/products' || path.startsWith('/categories/')) {
    const categories = answerData<Category[]>(await categoriesBody(ctx));
    const category = path === '/products' ? categories.find((c) => c.mcat_id === Number(params.get('category'))) : categories.find((c) => categorySlugPath(c.slug) === path);
    if (path !== '/products' && !category) return notFoundPage();
    if (!category) {
      return page({
        title: 'All products',
        description: `Every natural supplement and care product for dogs at ${shop.name}, with prices in ₹.`,
        canonical: `${base}/products`,
        // A search's results are a moving target; the listing itself is what is indexed.
        noindex: params.has('q'),
        jsonLd: [breadcrumbs(shop, [home, listing])],
      });
    }
    const own = { name: category.mcat_name, path: categorySlugPath(category.slug) };
    return page({
      title: category.mcat_name,
      description: `${category.mcat_name}: natural products for dogs at ${shop.name}, with prices in ₹ and delivery across India.`,
      canonical: `${base}${own.path}`,
      image: category.mcat_image,
      jsonLd: [breadcrumbs(shop, [home, listing, own])],
    });
  }

  const productId = path === '/product-details' ? Number(params.get('id')) : undefined;
  if (productId !== undefined || path.startsWith('/products/')) {
    const body =
      productId !== undefined
        ? Number.isSafeInteger(productId) && productId > 0
          ? await productDetailBody(ctx, productId).catch(() => undefined)
          : undefined
        : await productDetailBySlugBody(ctx, decodeURIComponent(path.slice('/products/'.length))).catch(() => undefined);
    if (!body) return notFoundPage();
    const detail = answerData<ProductDetail>(body);
    const { product, pimage } = detail;
    const category = answerData<Category[]>(await categoriesBody(ctx)).find((c) => c.mcat_id === product.mcat_id);
    const url = `${base}${productSlugPath(product.slug)}`;
    const images = pimage.map((i) => absoluteUrl(base, i.pimage_image));
    // The link preview's price is the chosen size's; every size's address names the one canonical page.
    const size = chosenSize(product.variants, product.default_variant_id, params.get(SIZE_PARAM));
    const trail = [home, ...(category ? [{ name: category.mcat_name, path: categorySlugPath(category.slug) }] : [listing])];
    return page({
      title: product.product_name,
      description: product.product_desc || `${product.product_name} at ${shop.name}.`,
      canonical: url,
      image: images[0],
      type: 'product',
      offer: {
        price: (size?.product_sprice ?? product.product_sprice).toFixed(2),
        currency: 'INR',
        availability: availabilityOf(size?.stock ?? product.stock).endsWith('InStock') ? 'in stock' : 'out of stock',
      },
      jsonLd: [
        productGroupRecord(shop, { detail, url, images, category: category?.mcat_name }),
        breadcrumbs(shop, [...trail, { name: product.product_name, path: productSlugPath(product.slug) }]),
      ],
    });
  }

  const fixed = STATIC_PAGES[path];
  if (fixed) return page({ ...fixed, canonical: `${base}${path}`, jsonLd: [breadcrumbs(shop, [home, { name: fixed.title, path }])] });
  const own = PRIVATE_PAGES[path] ?? Object.entries(PRIVATE_PREFIXES).find(([prefix]) => path.startsWith(prefix))?.[1];
  if (own) return page({ title: own, description: SHOP_DESCRIPTION, noindex: true });
  return notFoundPage();
}
