import { NARROWING_PARAMS, type FirstPaintRoute } from '@canino/shared';

// The page modules as the router loads them (router.tsx); the build's manifest names chunks by these paths.
const PRODUCTS_PAGE = 'src/app/routes/products.tsx';
const PRODUCT_PAGE = 'src/app/routes/product-details.tsx';
// A list narrowed by price, stock or rating, and a search of all products, are left to the app: their answers are not cached.
const NARROWED = Object.values(NARROWING_PARAMS);

/**
 * What each page's first paint needs, declared beside the pages: the API answers it reads first, and the
 * lazily loaded code of its own. The build writes this list beside the server bundle (first-paint.json);
 * the server embeds those answers in the page and renders its first screen from them (decision 039).
 * Any page not listed is drawn by the app as it loads.
 */
export const FIRST_PAINT_ROUTES: FirstPaintRoute[] = [
  { path: '/', answers: ['banners', 'categories', 'product-cards'] },
  { path: '/products', answers: ['categories', 'listing'], module: PRODUCTS_PAGE, leaveToAppWith: ['q', ...NARROWED] },
  { path: '/categories/:slug', answers: ['categories', 'listing'], module: PRODUCTS_PAGE, leaveToAppWith: NARROWED },
  { path: '/products/:slug', answers: ['product', 'offers'], module: PRODUCT_PAGE },
  { path: '/product-details', answers: ['product', 'offers'], module: PRODUCT_PAGE },
];
