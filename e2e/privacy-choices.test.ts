import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { newCustomerDetails, registerCustomer, type CustomerDetails } from './support/customer';
import { emailsTo } from './support/outbox';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

async function logIn(page: Page, c: CustomerDetails) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const consentOf = async (page: Page, purpose: string) =>
  ((await (await page.request.get('/admin/api/account/privacy')).json()) as { data: { consents: { purpose: string; granted: boolean }[] } }).data.consents.find(
    (c) => c.purpose === purpose,
  )?.granted;

// The Digital Personal Data Protection Act's consent and erasure, as a customer meets them on the account page.
describe('a customer’s email choices and Delete my account', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const width = VIEWPORTS[viewport].width;
    it(`at ${width} px: nothing is ticked on arrival, each email is ticked and unticked in one click, and a deletion asked for is kept back by logging in again`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      const c = newCustomerDetails();
      await registerCustomer(context.request, c);
      await logIn(page, c);

      await page.goto('/profile');
      const choices = page.getByRole('region', { name: 'Emails you choose' });
      const offers = choices.getByRole('checkbox', { name: 'Email me offers and news about new products' });
      const reminders = choices.getByRole('checkbox', { name: /refill reminders/ });
      await offers.waitFor();
      expect(await page.locator('input[type=checkbox]').count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('input[type=checkbox]:checked').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/account-privacy-${width}.png`, fullPage: true });

      await offers.check();
      await sawToast(page, 'We will send you offers, new products and news from the shop, by email.');
      expect(await consentOf(page, 'marketing_email')).toBe(true);
      await offers.uncheck();
      await sawToast(page, 'We will not send you offers');
      expect(await consentOf(page, 'marketing_email')).toBe(false);
      await reminders.check();
      await sawToast(page, 'We will send you a reminder by email');
      expect(await consentOf(page, 'refill_reminders')).toBe(true);
      const whatsapp = choices.getByRole('checkbox', { name: 'Send order updates on WhatsApp' });
      await whatsapp.check();
      await sawToast(page, 'We will send you messages on WhatsApp');
      expect(await consentOf(page, 'whatsapp_updates')).toBe(true);
      await whatsapp.uncheck();
      await sawToast(page, 'We will not send you messages on WhatsApp');
      expect(await consentOf(page, 'whatsapp_updates')).toBe(false);
      // The same consent, as Upcoming refills shows it.
      await page.goto('/refills');
      await expect.poll(() => page.getByRole('checkbox', { name: /days before a pack runs out/ }).isChecked()).toBe(true);

      await page.goto('/profile');
      const deletion = page.getByRole('form', { name: 'Delete my account' });
      await deletion.getByRole('textbox', { name: 'Your password' }).fill('not-my-password');
      await deletion.getByRole('button', { name: 'Delete my account' }).click();
      await expect.poll(() => deletion.getByText('The password is incorrect').isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await deletion.getByRole('textbox', { name: 'Your password' }).fill(c.password);
      await deletion.getByRole('button', { name: 'Delete my account' }).click();
      await sawToast(page, /Your account will be deleted on .+ We have emailed you a notice/);
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => emailsTo(c.email).some((m) => m.includes('will be deleted on'))).toBe(true);
      // Logged out everywhere: the account page asks to log in.
      await page.goto('/profile');
      await expect.poll(() => page.getByRole('main').textContent()).toContain('Log in to edit your profile');

      await logIn(page, c);
      const banner = page.getByRole('region', { name: 'Your account is to be deleted' });
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(await banner.textContent()).toMatch(/It will be deleted on/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/account-deletion-banner-${width}.png` });
      await banner.getByRole('button', { name: 'Keep my account' }).click();
      await sawToast(page, 'Your account stays.');
      await expect.poll(() => banner.count()).toBe(0);
      await context.close();
    });
  }
});
