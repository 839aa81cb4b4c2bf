import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { field } from './support/checkout-form';
import { emailedLink, emailsTo } from './support/outbox';
import { cartRow, inr, productInStock, sawToast, seedCart } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a checkout left by a guest, at 375 px', () => {
  it('emails the guest about the cart, and the email’s link puts it back in the cart', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/');
    const product = await productInStock(page, 5);
    await seedCart(context, [{ product, quantity: 2 }]);
    const email = `left.${Date.now()}@example.com`;

    await page.goto('/checkout');
    const billing = page.getByRole('region', { name: 'Billing Details' });
    const emailField = billing.getByLabel(field('Email address'));
    await expect.poll(() => emailField.isVisible()).toBe(true);
    // The guest is told under the field, before typing, what the shop may do with the address.
    expect(await emailField.getAttribute('aria-describedby')).toBeTruthy();
    await expect.poll(() => billing.textContent()).toContain('we may email you about this cart');
    const noted = page.waitForResponse((r) => r.url().endsWith('/admin/api/checkout/started') && r.request().method() === 'POST');
    await emailField.fill(email);
    expect((await noted).ok()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'screenshots/recovery-checkout-375.png', fullPage: true });
    await context.close();

    // The shop's first email comes RECOVERY_FIRST_AFTER_MINUTES (1 in these tests) after the checkout, at the next sweep.
    await expect.poll(() => emailsTo(email).length, { timeout: 120_000, interval: 1000 }).toBeGreaterThan(0);
    const link = await emailedLink(email, '/cart/restore#token=');
    const message = emailsTo(email)[0]!;
    expect(message).toContain('You left something in your cart');
    expect(message).toContain(product.product_name);
    // The outbox reader decodes bytes, not UTF-8: the amount is checked without its ₹.
    expect(message).toContain(inr(product.product_sprice * 2).replace('₹', ''));
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The email as a phone's mail app shows it: its bytes read as UTF-8 again, on the shop's origin, whose
    // pictures are not served to another (Cross-Origin-Resource-Policy), as a mail app's image proxy is.
    const html = Buffer.from(message.slice(message.indexOf('<!doctype html>'), message.lastIndexOf('</html>') + '</html>'.length), 'latin1').toString('utf8');
    const mail = await newShopper(browser, 'phone');
    await mail.page.goto('/robots.txt');
    await mail.page.setContent(html);
    expect(await mail.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await mail.page.screenshot({ path: 'screenshots/recovery-email-375.png', fullPage: true });
    await mail.context.close();

    // Followed later, on a browser whose cart is empty: the cart is filled and opens.
    const later = await newShopper(browser, 'phone');
    await later.page.goto(link);
    await expect.poll(() => new URL(later.page.url()).pathname, { timeout: 20_000 }).toBe('/cart');
    await expect.poll(() => cartRow(later.page, product.product_name).count()).toBe(1);
    const cart = await later.page.evaluate(() => JSON.parse(localStorage.getItem('canino_cart') ?? '[]') as { product_id: number; quantity: number }[]);
    expect(cart.map((l) => [l.product_id, l.quantity])).toEqual([[product.product_id, 2]]);
    expect(await seriousA11yViolations(later.page)).toEqual([]);
    await later.page.screenshot({ path: 'screenshots/recovery-cart-375.png', fullPage: true });
    await later.context.close();
    expect(fs.existsSync('screenshots/recovery-email-375.png')).toBe(true);

    // The owner sees it among the checkouts left, with its first email sent.
    const owner = await newShopper(browser, 'desktop');
    await owner.page.goto('/admin/abandoned-checkouts');
    await logInToAdmin(owner.page);
    const row = owner.page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('First email sent');
    expect(await owner.page.getByRole('heading', { name: 'Recovered by week' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    // The owner chooses the coupon the second email offers, among those one customer can use once.
    const coupon = owner.page.getByLabel('Offer this coupon');
    await coupon.selectOption('WELCOME10');
    await owner.page.getByRole('button', { name: 'Save coupon choice' }).click();
    await sawToast(owner.page, 'Recovery settings saved');
    await owner.page.reload();
    await expect.poll(() => owner.page.getByLabel('Offer this coupon').inputValue()).toBe('WELCOME10');
    await owner.page.screenshot({ path: 'screenshots/recovery-admin-1440.png', fullPage: true });
    // On a phone the same page fits the width, with the coupon choice still labelled and reachable.
    await owner.page.setViewportSize({ width: 375, height: 800 });
    await owner.page.reload();
    await expect.poll(() => owner.page.getByLabel('Offer this coupon').inputValue()).toBe('WELCOME10');
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await owner.page.screenshot({ path: 'screenshots/recovery-admin-375.png', fullPage: true });
    await owner.context.close();
  }, 240_000);
});
