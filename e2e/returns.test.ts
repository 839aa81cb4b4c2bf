import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { productInStock, sawToast } from './support/shop';

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A photo as a phone's camera would send it (the smallest PNG there is). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new shopper's order of 2 of a product, moved to delivered by the owner, whose signed-in browser comes with it. */
async function deliveredOrder(ownerViewport: 'phone' | 'desktop' = 'phone') {
  const { page, context } = await newShopper(browser, 'phone');
  const c = newCustomerDetails({ ownerName: 'Kavya Menon' });
  await registerCustomer(context.request, c);
  await logInCustomer(context, c);
  const product = await productInStock(page, 4);
  const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 2 }]);

  const owner = await newShopper(browser, ownerViewport);
  await owner.context.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
  for (const [status, extra] of [
    ['packed', {}],
    ['shipped', { trackingNumber: 'AWB123456' }],
    ['delivered', {}],
  ] as const) {
    const res = await owner.context.request.post(`/admin/api/admin/orders/${orderId}/status`, { data: { status, ...extra } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { page, product, orderId, owner };
}

describe('returns', () => {
  it('at 375 px a shopper returns a delivered item with a photo; the owner approves and marks it received; the shopper sees Refunded', async () => {
    const { page, product, orderId, owner } = await deliveredOrder();
    await page.goto(`/orders/${orderId}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await until(() => returns.isVisible()).toBe(true);
    await returns.getByRole('button', { name: `Return or report a problem: ${product.product_name}` }).click();
    const form = returns.getByRole('form', { name: `Return ${product.product_name}` });
    await form.getByLabel('How many').selectOption('1');
    await form.getByRole('radio', { name: 'Arrived damaged' }).check();
    await form.getByLabel('What happened (optional)').fill('The jar arrived cracked');
    await form.getByLabel('Photos (up to 3, optional)').setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: PHOTO });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Ask for a refund' }).click();
    await until(() => returns.getByText('We have your return request and will email you at each step').isVisible()).toBe(true);
    const mine = returns.getByRole('article', { name: `Return of ${product.product_name}` });
    expect(await mine.textContent()).toContain('Requested');
    await page.screenshot({ path: 'screenshots/return-requested-375.png', fullPage: true });

    // Signed in by the status calls above: the same browser opens the queue.
    await owner.page.goto('/admin/returns');
    const card = owner.page.getByRole('article').filter({ hasText: `Order #${orderId}` });
    await until(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('img').count()).toBe(1);
    await card.getByLabel(/^Message to the shopper/).fill('Sorry about the jar; a courier will collect it');
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await card.getByRole('button', { name: 'Approve' }).click();
    await sawToast(owner.page, /^Return approved; pickup booked \(SIM\d{11}\)$/);
    await card.getByRole('button', { name: 'Received: refund' }).click();
    await sawToast(owner.page, 'Return received and refunded');

    await page.reload();
    await until(() => mine.isVisible()).toBe(true);
    const text = await mine.textContent();
    expect(text).toContain('Refunded');
    expect(text).toContain('From the shop: Sorry about the jar; a courier will collect it');
    for (const step of ['Requested', 'Approved', 'Pickup booked', 'Received']) expect(text).toContain(step);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/return-refunded-375.png', fullPage: true });
  });

  it('at 375 px a shopper asks for a replacement; at 1440 px the owner marks it received and a ₹0 order of the same item is ready to pack', async () => {
    const { page, product, orderId, owner } = await deliveredOrder('desktop');
    await page.goto(`/orders/${orderId}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await until(() => returns.isVisible()).toBe(true);
    await returns.getByRole('button', { name: `Return or report a problem: ${product.product_name}` }).click();
    const form = returns.getByRole('form', { name: `Return ${product.product_name}` });
    await form.getByRole('radio', { name: 'Expired' }).check();
    expect(await form.getByRole('radio', { name: 'My money back' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'The same item sent again, at no cost' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Ask for a replacement' }).click();
    await until(() => returns.getByText('We have your return request and will email you at each step').isVisible()).toBe(true);

    await owner.page.goto('/admin/returns');
    const card = owner.page.getByRole('article').filter({ hasText: `Order #${orderId}` });
    await until(() => card.textContent()).toContain('wants a replacement');
    await card.getByRole('button', { name: 'Approve' }).click();
    await sawToast(owner.page, /^Return approved/);
    await card.getByRole('button', { name: 'Received: send the replacement' }).click();
    await sawToast(owner.page, /^Return received; replacement order #\d+ is ready to pack$/);
    // It leaves the queue; the order's page keeps it, with the replacement's order.
    await owner.page.goto(`/admin/orders/${orderId}`);
    const sent = owner.page.getByRole('article', { name: /^Return \d+$/ });
    await until(() => sent.textContent()).toMatch(/Replacement sent as order #\d+/);
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await owner.page.screenshot({ path: 'screenshots/return-replaced-admin-1440.png', fullPage: true });

    await page.reload();
    const mine = returns.getByRole('article', { name: `Return of ${product.product_name}` });
    await until(() => mine.textContent()).toContain('Replacement sent');
    expect(await mine.textContent()).toMatch(/Your replacement is order #\d+, at no cost\./);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/return-replaced-375.png', fullPage: true });
  });
});
