import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { emailsTo, linkIn } from './support/outbox';
import { cartRow, productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shop that knows the dog', () => {
  it('shows each of two dogs its own dose, emails a refill reminder after delivery, and its link fills the cart', async () => {
    const { page, context } = await newShopper(browser);
    const c = newCustomerDetails({ petName: 'Bruno', breed: 'Labrador', weight: '19 kg', age: '4 years' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    const chikki = await context.request.post('/admin/api/pets', { data: { name: 'Chikki', breed: 'shih-tzu', ageYears: 2, weightKg: 6 } });
    expect(chikki.ok()).toBe(true);
    // Reminders are sent only to a customer who ticked for them.
    expect((await context.request.put('/admin/api/refills/reminders', { data: { on: true } })).ok()).toBe(true);

    // The owner gives a product a short pack (lasts Bruno 3 days), so its reminder is due on delivery day.
    const product = await productInStock(page, 5);
    const admin = await browser.newContext({ baseURL: baseUrl() });
    expect((await admin.request.post('/admin/api/admin/login', { data: DEMO_OWNER })).ok()).toBe(true);
    const dosage = {
      packSize: 6,
      unitName: 'chew',
      lifeStage: null,
      bands: [
        { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
        { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
      ],
    };
    expect((await admin.request.put(`/admin/api/admin/products/${product.product_id}/dosage`, { data: { dosage } })).ok()).toBe(true);

    await page.goto(`/product-details?id=${product.product_id}`);
    const dose = page.getByRole('region', { name: 'How much a day' });
    await expect.poll(() => dose.textContent()).toContain('For Bruno (19 kg): 2 chews a day. This pack lasts 3 days.');
    expect(await dose.textContent()).toContain('For Chikki (6 kg): 1 chew a day. This pack lasts 6 days.');
    await dose.getByLabel('Another dog? Its weight in kg').fill('40');
    await expect.poll(() => dose.textContent()).toContain("For a 40 kg dog: this product's dosage table does not cover this weight.");
    expect(await seriousA11yViolations(page)).toEqual([]);

    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }]);
    for (const status of ['packed', 'shipped', 'delivered']) {
      const res = await admin.request.post(`/admin/api/admin/orders/${orderId}/status`, { data: { status, trackingNumber: status === 'shipped' ? 'AWB123456' : '' } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await admin.close();

    await expect.poll(() => emailsTo(c.email).find((m) => m.includes('runs out around')), { timeout: 20_000 }).toBeTruthy();
    const reminder = emailsTo(c.email).find((m) => m.includes('runs out around'))!;
    expect(reminder).toContain('at 2 chews a day for Bruno');
    const link = linkIn(reminder, `${baseUrl()}/refill#token=`)!;
    expect(linkIn(reminder, `${baseUrl()}/unsubscribe#token=`)).toBeTruthy();

    await page.evaluate(() => localStorage.removeItem('canino_cart'));
    await page.goto(link);
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => cartRow(page, product.product_name).isVisible()).toBe(true);

    await page.goto('/refills');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('We have sent your reminder.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('adds a second dog through My pets, with the breed from the list and an age instead of a birth date', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const c = newCustomerDetails({ petName: 'Bruno', breed: 'Labrador', weight: '19 kg', age: '4 years' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    await page.goto('/pets');
    await page.getByRole('button', { name: 'Add another pet' }).click();
    const form = page.getByRole('form', { name: 'Add a pet' });
    await form.getByRole('textbox', { name: 'Pet name' }).fill('Chikki');
    await form.getByLabel('Breed').selectOption({ label: 'Shih Tzu' });
    await form.getByLabel('Age: years').fill('2');
    await form.getByLabel('Weight (kg)').fill('6');
    expect(await seriousA11yViolations(page)).toEqual([]);
    fs.mkdirSync('screenshots', { recursive: true });
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      // Typing scrolled the form into view; from the top, the sticky header is drawn where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `screenshots/pet-form-${viewport.width}.png`, fullPage: true });
    }
    await form.getByRole('button', { name: 'Add pet' }).click();
    const chikki = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chikki' }) });
    await expect.poll(() => chikki.textContent()).toContain('Shih Tzu');
    expect(await chikki.textContent()).toContain('Weight: 6 kg');
    await context.close();
  });
});
