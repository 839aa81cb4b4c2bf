import fs from 'node:fs';
import { autoshipLinePaise, formatINR, rupeesToPaise, type AccountPrivacy, type Subscription } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { addAddress, logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { apiData, productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('subscribing from the product page', () => {
  it('at 375 px: every 8 weeks from the product page, shown in the cart, how to cancel said at checkout, paid by mandate, listed in My Autoship', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails({ ownerName: 'Meera Iyer' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    await addAddress(context.request);
    const product = await productInStock(page, 5);

    await page.goto(`/products/${product.slug}`);
    const buying = page.getByRole('group', { name: 'How to buy' });
    // One-time is chosen first: a subscription is never pre-ticked.
    await expect.poll(() => buying.getByRole('radio', { name: 'One-time purchase' }).isChecked()).toBe(true);
    const autoship = buying.getByRole('radio', { name: /^Deliver every \d+ weeks and save 5 %$/ });
    expect(await autoship.isChecked()).toBe(false);
    // The price of each later delivery, with the owner's discount.
    const discounted = formatINR(autoshipLinePaise({ unitPricePaise: rupeesToPaise(product.product_sprice), quantity: 1 }, 5));
    expect(await buying.textContent()).toContain(`${discounted} a pack on each delivery after the first, 5 % off.`);

    await autoship.check();
    await buying.getByLabel('How often').selectOption({ label: 'Every 8 weeks' });
    await expect.poll(() => buying.getByRole('radio', { name: 'Deliver every 8 weeks and save 5 %' }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/autoship-product-375.png', fullPage: true });
    // Buy Now is a one-time purchase, so only the cart takes an autoship.
    expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);
    // The page's own button: once the buy box scrolls out of view, the sticky bar repeats it.
    await page.getByRole('button', { name: 'Add to cart' }).first().click();

    await page.goto('/cart');
    await expect.poll(() => page.getByRole('table', { name: 'Products in your cart' }).textContent()).toContain('Autoship, every 8 weeks');

    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.textContent()).toContain('Autoship, every 8 weeks');
    const terms = page.getByRole('note', { name: 'Autoship' });
    await expect.poll(() => terms.textContent()).toContain('Cancel any time in My Autoship, in one click.');
    // The saved address fills the billing details and is where the next deliveries go.
    await expect.poll(() => terms.textContent()).not.toContain('Autoship needs an account');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/autoship-checkout-375.png', fullPage: true });
    // WhatsApp updates are offered to a customer not yet getting them, never ticked for them.
    const whatsapp = page.getByLabel(/^Send order updates on WhatsApp to \+91 \d{10}/);
    expect(await whatsapp.isChecked()).toBe(false);
    await whatsapp.check();
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: /^Pay ₹/ }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.textContent()).toContain('Your autoship starts with this order: you will find it in My Autoship');

    // The server starts it from the paid order, whatever the browser does next.
    await expect.poll(async () => (await apiData<Subscription[]>(page, '/subscriptions')).length).toBe(1);
    await page.screenshot({ path: 'screenshots/autoship-thanks-375.png' });
    const [subscription] = await apiData<Subscription[]>(page, '/subscriptions');
    // The tick is the customer's consent, recorded from the checkout.
    const privacy = await apiData<AccountPrivacy>(page, '/account/privacy');
    expect(privacy.consents.find((c) => c.purpose === 'whatsapp_updates')).toMatchObject({ granted: true });
    expect(subscription).toMatchObject({ status: 'active', frequencyWeeks: 8, paymentMethod: 'mandate', discountPercent: 5 });
    await page.goto('/autoship');
    const card = page.getByRole('article', { name: `Autoship #${subscription!.id}` });
    await expect.poll(() => card.textContent()).toContain(product.product_name);
    expect(await card.textContent()).toContain('every 8 weeks');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
