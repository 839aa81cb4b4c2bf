import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { apiData, type ApiProduct } from './support/shop';

/**
 * What the shop says about itself follows the owner's settings and the products' data: the shipping
 * claim on home, the payment marks and words (cash on delivery while it is on), the dose on a product page.
 */
let browser: Browser;
let owner: Page;
/** The settings before this file, put back after it: the other browser tests expect the spec's ₹75. */
let settingsBefore: { shipping: { feePaise: number; freeAbovePaise: number | null }; cod: { enabled: boolean } } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = (await newShopper(browser, 'desktop')).page;
  await owner.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
  settingsBefore = ((await (await owner.request.get('/admin/api/admin/checkout-settings')).json()) as { data: typeof settingsBefore }).data;
});
afterAll(async () => {
  if (settingsBefore) await owner.request.put('/admin/api/admin/checkout-settings', { data: settingsBefore });
  await browser?.close();
});

async function saveTerms(shipping: { feePaise: number; freeAbovePaise: number | null }, cod: boolean) {
  const res = await owner.request.put('/admin/api/admin/checkout-settings', { data: { ...settingsBefore, shipping, cod: { ...settingsBefore!.cod, enabled: cod } } });
  expect(res.ok()).toBe(true);
}

const strip = (page: Page) => page.locator('.trust-strip');
const shot = (page: Page, name: string, viewport: keyof typeof VIEWPORTS) =>
  page.screenshot({ path: path.join('screenshots', `${name}-${VIEWPORTS[viewport].width}.png`), fullPage: false });

describe('the shop’s claims, from its own settings and data', () => {
  it('home and the footer say free delivery and cash on delivery once the owner sets them, and the spec’s fee when not', async () => {
    await saveTerms({ feePaise: 7500, freeAbovePaise: 0 }, true);
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/');
    await expect.poll(() => strip(page).textContent()).toContain('Free delivery on every order.');
    expect(await strip(page).textContent()).toContain('UPI, cards, net banking or cash on delivery');
    expect(await strip(page).textContent()).not.toContain('₹75');
    const marks = page.getByRole('list', { name: 'Payment methods we accept' });
    await expect.poll(() => marks.getByRole('img', { name: 'Cash on Delivery' }).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'home-claims-free-cod', 'phone');
    await context.close();

    await saveTerms({ feePaise: 7500, freeAbovePaise: null }, false);
    const desktop = await newShopper(browser, 'desktop');
    await desktop.page.goto('/');
    await expect.poll(() => strip(desktop.page).textContent()).toContain('Shipping ₹75.00 per order.');
    expect(await strip(desktop.page).textContent()).not.toContain('cash on delivery');
    await expect.poll(() => desktop.page.getByRole('img', { name: 'Visa' }).count()).toBeGreaterThan(0);
    expect(await desktop.page.getByRole('img', { name: 'Cash on Delivery' }).count()).toBe(0);
    await desktop.context.close();
  });

  it('a product page claims a dose by weight only for a product that has one', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const products = await apiData<ApiProduct[]>(page, '/product');
    const withDose: string[] = [];
    const withoutDose: string[] = [];
    for (const p of products) {
      const detail = await apiData<{ dosage?: unknown }>(page, `/productById/${p.product_id}`);
      (detail.dosage ? withDose : withoutDose).push(p.slug);
      if (withDose.length && withoutDose.length) break;
    }
    expect(withDose.length && withoutDose.length).toBeTruthy();

    await page.goto(`/products/${withoutDose[0]}`);
    const assure = page.locator('.pd__assure');
    await expect.poll(() => assure.textContent()).toContain('Natural ingredients');
    expect(await assure.textContent()).not.toMatch(/dos(e|ing)/i);
    await page.goto(`/products/${withDose[0]}`);
    await expect.poll(() => assure.textContent()).toContain('Natural ingredients, dosed by your dog’s weight');
    // The Delivery & Returns tab quotes the owner's fee and report window, not a fixed ₹75 and day.
    // On a busy machine the tap can come before React has given the tab its handler (hydration goes in turns,
    // decision 034), and it is lost as a shopper's would be: tap until the tab is selected.
    const tab = page.getByRole('tab', { name: 'Delivery & Returns' });
    await expect
      .poll(async () => {
        await tab.click();
        return tab.getAttribute('aria-selected');
      })
      .toBe('true');
    await expect
      .poll(() => page.getByRole('tabpanel').textContent())
      .toMatch(
        /^Shipping ₹75\.00 per order\. Enter your pincode above for the delivery date\. Damaged or wrong items reported (on the day of delivery|within \d+ days? of delivery) are replaced or refunded\./,
      );
    await context.close();
  });
});
