import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { addAddress, logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (name: string) => (p: Page) => p.getByRole('heading', { name }).first().waitFor();

/** The account and content pages, each waited on by what a visitor sees before axe checks it. */
const VISITOR_PAGES = [
  { name: 'login', path: '/login', ready: heading('Log in to your account') },
  { name: 'sign-up', path: '/sign-up', ready: heading('Create your account') },
  { name: 'reset password', path: '/reset-password?token=abc', ready: heading('Choose a new password') },
  { name: 'reset password without a token', path: '/reset-password', ready: heading('This link cannot be used') },
  { name: 'about', path: '/about', ready: heading('Our journey') },
  { name: 'contact', path: '/contact', ready: heading('Call us') },
  { name: 'new arrivals', path: '/new-arrivals', ready: (p: Page) => p.getByRole('tabpanel').getByRole('figure').first().waitFor() },
  { name: 'privacy policy', path: '/privacy-policy', ready: heading('Children’s privacy') },
  { name: 'terms', path: '/terms', ready: heading('Limitation of liability') },
  { name: 'refund terms', path: '/refund-terms', ready: heading('Refunds') },
  { name: 'shipping terms', path: '/shipping-terms', ready: heading('Delivery time') },
];

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('account and content pages at %s width', (viewport) => {
  it.each(VISITOR_PAGES)('$name has no serious or critical issues', async ({ path, ready }) => {
    const { page, context } = await newShopper(browser, viewport);
    await page.goto(path);
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('the logged-in customer’s pages have no serious or critical issues', async () => {
    const { page, context } = await newShopper(browser, viewport);
    const c = newCustomerDetails();
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    await addAddress(context.request);
    const product = await productInStock(page, 5);
    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }]);

    const pages = [
      { path: '/profile', ready: heading('Your details') },
      { path: '/address', ready: heading('Saved addresses') },
      { path: '/orders', ready: heading(`Order #${orderId}`) },
      { path: `/orders/${orderId}`, ready: heading('Order progress') },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await ready(page);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
