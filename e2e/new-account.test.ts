import path from 'node:path';
import { MSG } from '@canino/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { field } from './support/checkout-form';
import { newCustomerDetails, registerCustomer, type CustomerDetails } from './support/customer';
import { productInStock, sawToast, seedCart } from './support/shop';

/**
 * A shopper who makes an account on the way to buying is logged in by it and carried back to where they
 * were; the login form asks for the terms box only when the terms changed since the account agreed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string, viewport: keyof typeof VIEWPORTS) =>
  page.screenshot({ path: path.join('screenshots', `${name}-${VIEWPORTS[viewport].width}.png`), fullPage: true });

async function fillSignUp(page: Page, c: CustomerDetails) {
  await page.getByRole('textbox', { name: 'Pet name', exact: true }).fill(c.petName);
  await page.getByRole('textbox', { name: 'Breed', exact: true }).fill(c.breed);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Weight', exact: true }).fill('28');
  await page.getByRole('textbox', { name: 'Owner name', exact: true }).fill(c.ownerName);
  await page.getByRole('textbox', { name: 'Owner number', exact: true }).fill(c.mobile);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(c.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

describe('a new account on the way to buying', () => {
  it('from checkout on a phone: Create an account, and back at checkout, logged in, with numbers typed on a number pad', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const product = await productInStock(page, 2);
    await seedCart(context, [{ product, quantity: 1 }]);
    const c = newCustomerDetails({ ownerName: 'Nila Varma' });

    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/sign-up?next=%2Fcheckout');
    await expect.poll(() => page.getByRole('heading', { name: 'Create your account' }).isVisible()).toBe(true);
    // A phone opens its number pad for the pet's age and weight.
    expect(await page.getByRole('textbox', { name: 'Age', exact: true }).getAttribute('inputmode')).toBe('decimal');
    expect(await page.getByRole('textbox', { name: 'Weight', exact: true }).getAttribute('inputmode')).toBe('decimal');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'sign-up', 'phone');

    await fillSignUp(page, c);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await sawToast(page, `Welcome, ${c.ownerName}! Your account is ready.`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    // Logged in: the billing form starts from the account's details, and the cart is still there.
    const billing = page.getByRole('region', { name: 'Billing Details' });
    await expect.poll(() => billing.getByLabel(field('Email address')).inputValue()).toBe(c.email);
    await expect.poll(() => page.getByText(product.product_name).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    await context.close();
  });

  it('from a product page: the wishlist heart asks for an account, and the new customer is back on the product', async () => {
    const { page, context } = await newShopper(browser, 'desktop');
    const product = await productInStock(page, 1);
    const c = newCustomerDetails({ ownerName: 'Arjun Das' });

    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    const prompt = page.getByRole('dialog', { name: 'Please log in to continue' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('next')).toBe(`/products/${product.slug}`);
    await fillSignUp(page, c);
    await shot(page, 'sign-up-filled', 'desktop');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${product.slug}`);
    await expect.poll(() => page.getByRole('button', { name: 'Hello Arjun' }).isVisible()).toBe(true);
    await context.close();
  });

  it('a site outside the shop in `next` is never where sign-up goes', async () => {
    const { page, context } = await newShopper(browser, 'desktop');
    await page.goto('/sign-up?next=%2F%5Cevil.example%2F');
    await fillSignUp(page, newCustomerDetails({ ownerName: 'Meera Pillai' }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Hello Meera' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/`);
    await context.close();
  });
});

describe('the terms box at login', () => {
  it('is asked for only when the terms changed since the account agreed, unticked, and the agreement is sent', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails({ ownerName: 'Farah Khan' });
    await registerCustomer(context.request, c);

    // The server's answer for an account that agreed to older terms (the shop's own answer is API-tested).
    const sent: string[] = [];
    await page.route('**/admin/api/auth_login', async (route) => {
      const body = route.request().postData() ?? '';
      sent.push(body);
      if (!body.includes('name="terms_version"')) {
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 0,
            message: 'Our Terms & Conditions have changed since you last agreed to them. Please read them and tick the box to log in.',
            errors: { agree: MSG.agreeRequired },
          }),
        });
      } else await route.continue();
    });

    await page.goto('/login');
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const box = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await expect.poll(() => page.locator('.form-alert').textContent()).toMatch(/Terms & Conditions have changed/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'login-terms-changed', 'phone');

    // Unticked, the spec's message; ticked, the login goes through with the terms' version.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.locator('.field__error', { hasText: MSG.agreeRequired }).isVisible()).toBe(true);
    expect(sent).toHaveLength(1);
    await box.check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await sawToast(page, `Welcome back, ${c.ownerName}!`);
    expect(sent.at(-1)).toMatch(/name="terms_version"\r\n\r\n1\r\n/);
    await context.close();
  });
});
