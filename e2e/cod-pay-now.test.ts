import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { newCustomerDetails, placeCodOrder } from './support/customer';
import { emailedLink } from './support/outbox';
import { productInStock } from './support/shop';

let browser: Browser;
let owner: Page;
/** The settings before this file, put back after it: the other browser tests expect no COD. */
let settingsBefore: { cod: Record<string, unknown> } & Record<string, unknown>;

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
beforeAll(async () => {
  browser = await launchBrowser();
  owner = (await newShopper(browser, 'phone')).page;
  await owner.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
  settingsBefore = ((await (await owner.request.get('/admin/api/admin/checkout-settings')).json()) as { data: typeof settingsBefore }).data;
  // COD on with a ₹40 fee, and as many open COD orders per phone as the tests place.
  const cod = { ...settingsBefore.cod, enabled: true, feePaise: 4_000, maxOpenOrdersPerPhone: 50 };
  const saved = await owner.request.put('/admin/api/admin/checkout-settings', { data: { ...settingsBefore, cod } });
  expect(saved.ok(), await saved.text()).toBe(true);
});
afterAll(async () => {
  if (settingsBefore) await owner.request.put('/admin/api/admin/checkout-settings', { data: settingsBefore });
  await browser?.close();
});

describe('a cash-on-delivery order paid online instead, from its confirmation link', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: the page offers the total less the ₹40 fee, the payment window takes it, and the order is paid`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      const customer = newCustomerDetails();
      const product = await productInStock(page, 3);
      const orderId = await placeCodOrder(context.request, customer, [{ productId: product.product_id, quantity: 1 }]);

      await page.goto(await emailedLink(customer.email, '/confirm-order?answer=confirm'));
      const payNow = page.getByRole('button', { name: /^Pay ₹[\d,.]+ now instead$/ });
      await until(() => payNow.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Confirm order' }).isVisible()).toBe(true);
      expect(await page.getByText('Or pay online now and save the ₹40.00 Cash on Delivery fee.').isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      fs.mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: `screenshots/cod-pay-now-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      const amount = /^Pay (₹[\d,.]+) now/.exec((await payNow.textContent()) ?? '')![1]!;
      await payNow.click();
      const bank = page.getByRole('dialog', { name: 'Simulated payment' });
      await until(() => bank.isVisible()).toBe(true);
      expect(await bank.textContent()).toContain(amount);
      await bank.getByRole('button', { name: /^Pay ₹/ }).click();

      await until(() => page.getByRole('heading', { name: `Order #${orderId}: Paid` }).isVisible()).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: 'We have received your payment' }).textContent()).toContain(`order #${orderId}`);
      // Nothing is offered any more: neither the answers nor another payment.
      expect(await page.getByRole('button', { name: /Confirm order|Cancel order|now instead/ }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/cod-pay-now-paid-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      await context.close();
    });
  }
});
