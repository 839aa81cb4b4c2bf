import path from 'node:path';
import { formatINR, rupeesToPaise } from '@canino/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { fillKochiBilling } from './support/checkout-form';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { emailsTo } from './support/outbox';
import { apiData, expectedTotals, seedCart, totalsCell, type ApiProduct } from './support/shop';

/**
 * What a shopper reads around a total and after Place Order. Every total on screen comes with the rows that
 * make it, the round off among them (the spec's total keeps whole rupees of the discounted items); the
 * Thank-you dialog names the order and leads to it; the failure dialog says one thing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string, viewport: keyof typeof VIEWPORTS) =>
  page.screenshot({ path: path.join('screenshots', `${name}-${VIEWPORTS[viewport].width}.png`), fullPage: true });

/** A product whose 10 % coupon leaves paise that the whole-rupee total drops, and what it drops. */
async function productWithRoundOff(page: Page): Promise<{ product: ApiProduct; roundOff: string; total: string }> {
  const products = await apiData<ApiProduct[]>(page, '/product');
  for (const product of products.filter((p) => p.stock >= 3)) {
    const subtotal = rupeesToPaise(product.product_sprice);
    const discount = Math.round(subtotal / 10);
    const totalPaise = Math.floor((subtotal - subtotal / 10) / 100) * 100 + 7500;
    const dropped = subtotal - discount + 7500 - totalPaise;
    if (dropped > 0) return { product, roundOff: `−${formatINR(dropped)}`, total: expectedTotals(product.product_sprice, 10).total };
  }
  throw new Error('no product in the demo catalogue leaves a round off with 10 % off');
}

async function applyWelcome(page: Page) {
  await page.goto('/cart');
  await page.getByLabel('Have a coupon?').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply Code' }).click();
  await expect.poll(() => page.getByText('Coupon WELCOME10 applied: 10% off').isVisible()).toBe(true);
}

async function payInWindow(page: Page, button: 'Pay' | 'Fail payment') {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const payment = page.getByRole('dialog', { name: 'Simulated payment' });
  await expect.poll(() => payment.isVisible(), { timeout: 15_000 }).toBe(true);
  await payment.getByRole('button', { name: button === 'Pay' ? /^Pay ₹/ : 'Fail payment' }).click();
}

const rowsAddUp = async (scope: Locator, roundOff: string, total: string) => {
  await expect.poll(() => totalsCell(scope, 'Round off').textContent()).toBe(roundOff);
  expect(await totalsCell(scope, 'Total').textContent()).toBe(total);
};

describe('a guest’s first order on a phone', () => {
  it('sees the round off with every total, and a Thank You that names the order and leads to its tracking page', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const { product, roundOff, total } = await productWithRoundOff(page);
    await seedCart(context, [{ product, quantity: 1 }]);
    const guest = newCustomerDetails({ ownerName: 'Kavya Menon' });

    await applyWelcome(page);
    await rowsAddUp(page.getByRole('region', { name: 'Cart Totals' }), roundOff, total);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await fillKochiBilling(page, guest);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await rowsAddUp(summary, roundOff, total);
    await expect
      .poll(() =>
        page
          .getByText(/^Delivery by /)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const promised = (await page
      .getByText(/^Delivery by /)
      .first()
      .textContent())!;
    const deliveryBy = /^Delivery by \w{3}, \d{1,2} \w{3}/.exec(promised)![0];

    await payInWindow(page, 'Pay');
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    const text = (await thanks.textContent())!;
    expect(text).toMatch(/Order number: #\d+/);
    expect(text).toContain(deliveryBy);
    expect(text).toContain(product.product_name);
    await rowsAddUp(thanks, roundOff, total);
    // Behind the dialog the order is still what was bought, never a ₹0 form.
    expect(await totalsCell(summary, 'Total').textContent()).toBe(total);
    expect(await page.getByRole('textbox', { name: /^Email address/ }).inputValue()).toBe(guest.email);
    expect(await thanks.getByRole('button', { name: 'Save your details as an account' }).isVisible()).toBe(true);
    expect(await thanks.getByRole('link', { name: 'View order' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'thank-you-guest', 'phone');

    // The confirmation email's totals add up too.
    const orderId = /Order number: #(\d+)/.exec(text)![1]!;
    await expect.poll(() => emailsTo(guest.email).some((m) => m.includes(`order #${orderId}`))).toBe(true);
    // (The outbox is read byte by byte: the minus and rupee signs are left out of the comparison.)
    const figures = roundOff.replace(/^−₹/, '').replace('.', '\\.');
    expect(emailsTo(guest.email).find((m) => m.includes(`order #${orderId}`))).toMatch(new RegExp(`Round off: \\S*${figures}\\s`));

    await thanks.getByRole('link', { name: 'Track order' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Order status' }).textContent()).toContain(`#${orderId}`);
    await context.close();
  });

  it('“Save your details as an account” starts the sign-up from what the guest typed', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const { product } = await productWithRoundOff(page);
    await seedCart(context, [{ product, quantity: 1 }]);
    const guest = newCustomerDetails();
    await page.goto('/checkout');
    await fillKochiBilling(page, guest);
    await payInWindow(page, 'Pay');
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    await thanks.getByRole('button', { name: 'Save your details as an account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-up');
    await expect.poll(() => page.getByRole('textbox', { name: 'Owner name', exact: true }).inputValue()).toBe('Kavya Menon');
    expect(await page.getByRole('textbox', { name: 'Owner number', exact: true }).inputValue()).toBe(guest.mobile);
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(guest.email);
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);
    await context.close();
  });
});

describe('a customer whose first payment fails, on a desktop', () => {
  it('reads one true thing, tries again, and the Thank You leads to the order, whose page adds up', async () => {
    const { page, context } = await newShopper(browser, 'desktop');
    const customer = newCustomerDetails({ ownerName: 'Rahul Iyer' });
    await registerCustomer(context.request, customer);
    await logInCustomer(context, customer);
    const { product, roundOff, total } = await productWithRoundOff(page);
    await seedCart(context, [{ product, quantity: 1 }]);

    await applyWelcome(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await fillKochiBilling(page, customer);
    await payInWindow(page, 'Fail payment');
    const failed = page.getByRole('dialog', { name: 'Order Failed!' });
    await expect.poll(() => failed.isVisible(), { timeout: 15_000 }).toBe(true);
    const said = (await failed.textContent())!;
    expect(said).toContain("Unfortunately, we couldn't process your order.");
    expect(said).toMatch(/The payment for order #\d+ did not go through, so it is saved as unpaid: you can try again now, or later from My Orders\./);
    expect(said).not.toMatch(/team will contact you/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-failed', 'desktop');

    await failed.getByRole('button', { name: 'Try again' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible(), { timeout: 15_000 }).toBe(true);
    await payment.getByRole('button', { name: /^Pay ₹/ }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    await rowsAddUp(thanks, roundOff, total);
    expect(await thanks.getByRole('button', { name: 'Save your details as an account' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'thank-you-customer', 'desktop');

    const orderId = /Order number: #(\d+)/.exec((await thanks.textContent())!)![1]!;
    await thanks.getByRole('link', { name: 'View order' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/orders/${orderId}`);
    const totals = page.locator('.order-totals');
    await expect.poll(() => totals.textContent()).toContain(`Round off${roundOff}`);
    expect(await totals.textContent()).toContain(`Total${total}`);
    await shot(page, 'order-details', 'desktop');
    await context.close();
  });
});
