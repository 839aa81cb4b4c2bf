import { addDays, earliestDeliveryDate, type Address, type ProductDetail, type Subscription } from '@canino/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { addAddress, logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { apiData, productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A customer's cash-on-delivery autoship, paused by the customer, set up through the API as they would. */
async function pausedSubscription(): Promise<Subscription> {
  const { page, context } = await newShopper(browser, 'phone');
  const c = newCustomerDetails({ ownerName: 'Kavya Menon' });
  await registerCustomer(context.request, c);
  await logInCustomer(context, c);
  await addAddress(context.request);
  const [address] = await apiData<Address[]>(page, '/addresses');
  const product = await productInStock(page, 5);
  const { product: detail } = await apiData<ProductDetail>(page, `/productById/${product.product_id}`);
  const res = await context.request.post('/admin/api/subscriptions', {
    data: {
      variantId: detail.default_variant_id,
      quantity: 1,
      frequencyWeeks: 4,
      addressId: address!.id,
      firstDeliveryDate: addDays(earliestDeliveryDate(new Date()), 7),
      paymentMethod: 'cod_reminder',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const sub = ((await res.json()) as { data: Subscription }).data;
  expect((await context.request.post(`/admin/api/subscriptions/${sub.id}/pause`)).ok()).toBe(true);
  await context.close();
  return sub;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the owner’s Autoship', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: shows the figures, filters the paused, and pauses and resumes one for the customer`, async () => {
      const sub = await pausedSubscription();
      const { page, context } = await newShopper(browser, viewport);
      await page.goto('/admin/autoship');
      await logInToAdmin(page);

      const figures = page.getByRole('region', { name: 'Autoship figures' });
      await expect.poll(() => figures.textContent()).toContain('Monthly recurring revenue');
      expect(await figures.textContent()).toContain('Churn this month');

      await page.getByLabel('Status').selectOption({ label: 'Paused' });
      await expect.poll(() => new URL(page.url()).search).toBe('?status=paused');
      const link = page.getByRole('link', { name: `#${sub.id}`, exact: true });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await page.getByRole('row').filter({ has: link }).textContent()).toContain('Kavya Menon');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await page.screenshot({ path: `screenshots/admin-autoship-${VIEWPORTS[viewport].width}.png`, fullPage: true });

      await link.click();
      await expect.poll(() => page.getByRole('heading', { name: `Autoship #${sub.id}` }).isVisible()).toBe(true);
      const status = page.getByRole('region', { name: 'Status' });
      await expect.poll(() => status.textContent()).toContain('Paused: by the customer');
      expect(await page.getByRole('region', { name: 'Customer' }).textContent()).toContain('Kavya Menon');
      expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain('Cash on delivery');

      await status.getByRole('button', { name: 'Resume' }).click();
      await expect.poll(() => status.textContent()).toContain('Active');
      // Focus stays among the actions: on the first the new status allows.
      await expect.poll(() => focusedText(page)).toBe('Skip the next delivery');
      await status.getByRole('button', { name: 'Pause' }).click();
      await expect.poll(() => status.textContent()).toContain('Paused: by the customer');
      await expect.poll(() => focusedText(page)).toBe('Resume');

      // Cancelling asks first; keeping it changes nothing.
      await status.getByRole('button', { name: 'Cancel autoship' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel autoship #${sub.id}?` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await status.textContent()).toContain('Paused');

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await page.screenshot({ path: `screenshots/admin-autoship-detail-${VIEWPORTS[viewport].width}.png`, fullPage: true });

      // The dashboard has the same figures as a card.
      await page.goto('/admin');
      await expect.poll(() => page.getByRole('region', { name: 'Autoship figures' }).textContent()).toContain('Active subscriptions');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
