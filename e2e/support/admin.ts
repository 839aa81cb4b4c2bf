import type { Page } from 'playwright-core';

/** The demo owner that the embedded default creates at first start (README). */
export const DEMO_OWNER = { email: 'admin@canino.local', password: 'canino-admin' };

/** Fills in the admin's login form, which every admin page shows to a browser without a session. */
export async function logInToAdmin(page: Page, who: { email: string; password: string } = DEMO_OWNER): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** What a product of a test's own is made with, unless the test says otherwise. */
interface NewProduct {
  name: string;
  description?: string;
  listPricePaise?: number;
  sellingPricePaise?: number;
  stock?: number;
}

/**
 * A product of the test's own, made through the admin API with the logged-in page's session, so the
 * demo catalog stays as other tests expect it. It goes on sale, so it carries every declaration: its
 * maker is the first the demo catalog keeps.
 */
export async function createProduct(page: Page, product: NewProduct): Promise<{ id: number; slug: string }> {
  const listed = async (path: string) => (await (await page.request.get(`/admin/api/admin/${path}?pageSize=1`)).json()).data.items[0] as { id: number };
  const [category, maker] = await Promise.all([listed('categories'), listed('makers')]);
  const body = {
    listPricePaise: 59900,
    sellingPricePaise: 54900,
    description: 'Made for the test',
    stock: 12,
    ...product,
    categoryId: category.id,
    active: true,
    manufacturerId: maker.id,
    genericName: 'Supplement for dogs',
    bestBeforeMonths: 24,
  };
  const res = await page.request.post('/admin/api/admin/products', { data: body, headers: { origin: new URL(page.url()).origin } });
  if (!res.ok()) throw new Error(`The product was refused (${res.status()}): ${await res.text()}`);
  return (await res.json()).data;
}
