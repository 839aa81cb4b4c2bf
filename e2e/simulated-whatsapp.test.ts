import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { productInStock, sawToast } from './support/shop';

let browser: Browser;
let owner: Page;
/** The settings before this file, put back after it: the other browser tests expect no COD. */
let settingsBefore: { cod: object } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = (await newShopper(browser, 'desktop')).page;
  await owner.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
  settingsBefore = ((await (await owner.request.get('/admin/api/admin/checkout-settings')).json()) as { data: { cod: object } }).data;
  const on = await owner.request.put('/admin/api/admin/checkout-settings', { data: { ...settingsBefore, cod: { ...settingsBefore.cod, enabled: true } } });
  expect(on.ok(), await on.text()).toBe(true);
});
afterAll(async () => {
  if (settingsBefore) await owner.request.put('/admin/api/admin/checkout-settings', { data: settingsBefore });
  await browser?.close();
});

describe('the simulated WhatsApp, at 375 px', () => {
  it('shows a customer the Cash on Delivery confirmation request, and tapping Confirm confirms the order', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const customer = newCustomerDetails({ ownerName: 'Meena Iyer' });
    await registerCustomer(context.request, customer);
    await logInCustomer(context, customer);
    const consent = await context.request.put('/admin/api/account/consents', { data: { purpose: 'whatsapp_updates', granted: true } });
    expect(consent.ok(), await consent.text()).toBe(true);
    await page.goto('/');
    const product = await productInStock(page, 3);
    const billing = {
      firstName: 'Meena',
      lastName: 'Iyer',
      country: 'India',
      address: '14, Lakshmi Nagar',
      city: 'Coimbatore',
      district: 'Coimbatore',
      state: 'Tamil Nadu',
      pincode: '641018',
      mobile: customer.mobile,
      email: customer.email,
    };
    const placed = await context.request.post('/admin/api/checkout/cod', {
      data: { idempotencyKey: `wa-${Date.now()}`, billing, lines: [{ productId: product.product_id, quantity: 1 }] },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { orderId, orderStatus } = ((await placed.json()) as { data: { orderId: number; orderStatus: string } }).data;
    expect(orderStatus).toBe('cod_awaiting_confirmation');

    await page.goto('/simulated/whatsapp');
    await page.getByLabel('Mobile number').fill(customer.mobile);
    await page.getByRole('button', { name: 'Show messages' }).click();
    // The request goes through the job queue: reload until the phone has it.
    const request = page.getByRole('listitem').filter({ hasText: `order #${orderId}` });
    await expect.poll(async () => (await request.count()) || (await page.reload(), 0), { timeout: 20_000 }).toBe(1);
    expect(await request.textContent()).toContain('please confirm your Cash on Delivery order');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'screenshots/simulated-whatsapp-375.png', fullPage: true });

    await request.getByRole('button', { name: 'Confirm' }).click();
    await sawToast(page, 'The order is confirmed');
    const order = await context.request.get(`/admin/api/orders/${orderId}`);
    expect(((await order.json()) as { data: { status: string } }).data.status).toBe('cod_confirmed');
  });
});
