import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { addAddress, logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { emailsTo } from './support/outbox';
import { productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every box on the page, and those ticked, once the page has drawn and its data has come. */
async function boxesOn(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    all: document.querySelectorAll('input[type=checkbox], [role=checkbox], [role=switch]').length,
    ticked: Array.from(document.querySelectorAll<HTMLElement>('input[type=checkbox]:checked, [role=checkbox][aria-checked=true], [role=switch][aria-checked=true]')).map(
      (el) => el.getAttribute('name') ?? el.id ?? el.outerHTML.slice(0, 80),
    ),
  }));
}

// Consent is given by the shopper's own tick: the e-commerce rules and the 2023 dark-patterns guidelines
// forbid a box ticked on their behalf, on any form.
describe('no box is ticked for the shopper', () => {
  it('on any storefront form, as a guest and as a logged-in customer', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const product = await productInStock(page, 5);
    const guestPages = [
      '/',
      '/products',
      `/product-details?id=${product.product_id}`,
      '/login',
      '/sign-up',
      '/contact',
      '/cart',
      `/checkout?buy=${product.product_id}&qty=1`,
      '/track',
      '/grievances',
      '/reset-password?token=abc',
    ];
    let seen = 0;
    for (const path of guestPages) {
      const { all, ticked } = await boxesOn(page, path);
      expect(ticked, path).toEqual([]);
      seen += all;
    }

    const c = newCustomerDetails();
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    await addAddress(context.request);
    // The account's optional emails (on /profile, and refill reminders on /refills) wait for the customer's own tick.
    for (const path of ['/profile', '/pets', '/refills', '/address', '/orders', `/checkout?buy=${product.product_id}&qty=1`, '/grievances']) {
      const { all, ticked } = await boxesOn(page, path);
      expect(ticked, path).toEqual([]);
      seen += all;
    }
    // The walk met the agreement boxes of sign-up and checkout, and the account's email boxes, at least
    // (login asks for agreement only from an account whose terms have changed since).
    expect(seen).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});

describe('a complaint to the grievance officer', () => {
  it('is filed from /grievances, answered with a ticket number, emailed, and found again by number and email', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/grievances');
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect.poll(() => page.getByText('Subject is required', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const email = `anil.${Date.now()}@example.in`;
    await page.getByRole('textbox', { name: 'Your name' }).fill('Anil Kumar');
    await page.getByRole('textbox', { name: 'Email' }).first().fill(email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('98450 12345');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Parcel arrived open');
    await page.getByRole('textbox', { name: 'What happened' }).fill('The seal of the jar was broken when it arrived.');
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    const registered = page.getByText(/Your complaint is registered as GR-[A-Z0-9]{8}/);
    await registered.waitFor();
    const ticket = /GR-[A-Z0-9]{8}/.exec((await registered.textContent()) ?? '')![0];
    await expect.poll(() => emailsTo(email).some((m) => m.includes(ticket))).toBe(true);

    await page.getByRole('textbox', { name: 'Ticket number' }).fill(ticket.toLowerCase());
    await page.getByRole('form', { name: 'Look up a complaint' }).getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.getByRole('region', { name: `Complaint ${ticket}` }).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('names the seller and the grievance officer in the footer and on the seller information page', async () => {
    const { page, context } = await newShopper(browser, 'desktop');
    await page.goto('/seller-information');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Grievance officer', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText(/GSTIN/).count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('contentinfo')
        .getByText(/Grievance officer: /)
        .isVisible(),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
