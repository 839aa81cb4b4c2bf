import type { Browser, Page } from 'playwright-core';
import { formatINR, rupeesToPaise } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { newCustomerDetails } from './support/customer';
import { productInStock, seedCart, sawToast, totalsCell } from './support/shop';
import { field } from './support/checkout-form';
import { emailedLink } from './support/outbox';

let browser: Browser;
let owner: Page;
/** The settings before this file, put back after it: the other browser tests expect the spec's ₹75 and no COD. */
let settingsBefore: unknown;

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
beforeAll(async () => {
  browser = await launchBrowser();
  owner = (await newShopper(browser, 'phone')).page;
  await owner.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
  settingsBefore = ((await (await owner.request.get('/admin/api/admin/checkout-settings')).json()) as { data: unknown }).data;
});
afterAll(async () => {
  if (settingsBefore) await owner.request.put('/admin/api/admin/checkout-settings', { data: settingsBefore });
  await browser?.close();
});

describe('cash on delivery on a phone, from the owner turning it on to the cash collected', () => {
  it('offers COD with a delivery date, places the order, and follows it to delivery and the invoice', async () => {
    // The owner turns COD on and sets a free-delivery threshold on the Delivery & COD page.
    await owner.goto('/admin/delivery');
    await until(() => owner.getByRole('heading', { level: 1, name: 'Delivery & COD' }).isVisible()).toBe(true);
    await owner.getByLabel('Offer Cash on Delivery at checkout').check();
    await owner.getByLabel('Free delivery from (₹)').fill('5000');
    await owner.getByLabel('COD fee (₹)').fill('40');
    // No COD where more than 40 % of parcels come back: a pincode without returns keeps it.
    await owner.getByLabel('No COD where more parcels come back than (%)').fill('40');
    expect(await owner.getByLabel("Finished COD orders before a pincode's rate counts").inputValue()).toBe('5');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await sawToast(owner, 'Delivery and payment settings saved');

    // A shopper on a phone: the cart says how far free delivery is and when a parcel to her pincode arrives.
    const { page: shop, context } = await newShopper(browser, 'phone');
    const product = await productInStock(shop, 3);
    await seedCart(context, [{ product, quantity: 1 }]);
    await shop.goto('/cart');
    const goods = rupeesToPaise(Math.floor(product.product_sprice));
    await until(() => shop.getByText(`Add ${formatINR(500_000 - goods)} more for free delivery`).isVisible()).toBe(true);
    // A pincode India Post does not know: the cart has no address to type, so it asks for the number again.
    await shop.getByLabel(/^Delivery pincode/).fill('999999');
    await shop.getByRole('button', { name: 'Check' }).click();
    await until(() => shop.getByRole('status').filter({ hasText: 'We could not find pincode 999999. Please check it' }).isVisible()).toBe(true);
    await shop.getByRole('button', { name: 'Change the delivery pincode 999999' }).click();
    await shop.getByLabel(/^Delivery pincode/).fill('641002');
    await shop.getByRole('button', { name: 'Check' }).click();
    await until(() =>
      shop
        .getByRole('status')
        .filter({ hasText: /^Delivery by \w{3}, \d{1,2} \w{3}/ })
        .isVisible(),
    ).toBe(true);
    expect(await seriousA11yViolations(shop)).toEqual([]);

    // Checkout: the pincode fills the city, district and state, and promises a date.
    await shop.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const billing = shop.getByRole('region', { name: 'Billing Details' });
    await until(() => billing.isVisible()).toBe(true);
    const customer = newCustomerDetails();
    await billing.getByLabel(field('First name')).fill('Lakshmi');
    await billing.getByLabel(field('Last name')).fill('Narayanan');
    await billing.getByLabel(field('Postcode')).fill('641002');
    await until(() => billing.getByLabel(field('City')).inputValue()).toBe('Coimbatore');
    expect(await billing.getByLabel(field('District')).inputValue()).toBe('Coimbatore');
    expect(await billing.getByLabel(field('State')).inputValue()).toBe('Tamil Nadu');
    await until(() =>
      billing
        .getByRole('status')
        .filter({ hasText: /^Delivery by / })
        .isVisible(),
    ).toBe(true);
    await billing.getByLabel(field('Address')).fill('22, West Periasamy Road, RS Puram');
    await billing.getByLabel(field('Phone')).fill(customer.mobile);
    await billing.getByLabel(field('Email address')).fill(customer.email);

    // Cash on Delivery adds its fee to the total; the order is placed without a payment window.
    const summary = shop.getByRole('region', { name: 'Order Summary' });
    await shop.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await until(() => totalsCell(summary, 'Cash on Delivery fee').textContent()).toBe('₹40.00');
    const total = formatINR(goods + 7_500 + 4_000);
    expect(await totalsCell(summary, 'Total').textContent()).toBe(total);
    expect(await seriousA11yViolations(shop)).toEqual([]);
    await shop.getByLabel(/I have read and agree/).check();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    const placed = shop.getByRole('dialog', { name: 'Thank You!' });
    await until(() => placed.isVisible()).toBe(true);
    expect(await placed.textContent()).toContain(`please keep ${total} ready for the courier`);
    // It ships once confirmed, and the dialog says how.
    expect(await placed.textContent()).toContain('One more step: please confirm this order with the link we have emailed you');
    const orderId = Number(/Order number: #(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
    expect(await seriousA11yViolations(shop)).toEqual([]);

    // The customer's Track Order page, by order number and phone.
    const track = async (expected: string) => {
      await shop.goto('/track');
      await shop.getByLabel(field('Order number')).fill(String(orderId));
      await shop.getByLabel(field('Phone number or email')).fill(customer.mobile);
      await shop.getByRole('button', { name: 'Track order' }).click();
      await until(() => shop.getByRole('region', { name: 'Order status' }).textContent()).toContain(expected);
    };
    await track('Awaiting confirmation');

    // The shopper confirms from the emailed link: the page's button answers, opening the link does not.
    await shop.goto(await emailedLink(customer.email, '/confirm-order?answer=confirm'));
    const confirm = shop.getByRole('button', { name: 'Confirm order' });
    await until(() => confirm.isVisible()).toBe(true);
    expect(await seriousA11yViolations(shop)).toEqual([]);
    await confirm.click();
    await until(() => shop.getByRole('heading', { name: `Order #${orderId}: Confirmed (Cash on Delivery)` }).isVisible()).toBe(true);
    await track('Confirmed (Cash on Delivery)');

    // The owner packs it and books the parcel with the (simulated) carrier.
    await owner.goto(`/admin/orders/${orderId}`);
    const payment = owner.getByRole('region', { name: 'Payment' });
    await until(() => payment.textContent()).toContain(`the courier collects ${total}`);
    expect(await payment.getByRole('button', { name: 'Cash collected' }).count()).toBe(0);
    const status = owner.getByRole('region', { name: 'Status' });
    const moveTo = async (next: string) => {
      await status.getByRole('radio', { name: next }).check();
      await status.getByRole('button', { name: 'Update status' }).click();
      // The status it moved to is no longer offered as a next one.
      await until(() => status.getByRole('radio', { name: next }).count()).toBe(0);
    };
    await moveTo('Packed');
    const shipping = owner.getByRole('region', { name: 'Shipping' });
    await until(() => shipping.getByRole('button', { name: 'Create shipment' }).isVisible()).toBe(true);
    await shipping.getByRole('button', { name: 'Create shipment' }).click();
    await until(() => shipping.getByText('Tracking number (AWB)').isVisible()).toBe(true);
    await until(() => status.getByRole('radio', { name: 'Out for delivery' }).isVisible()).toBe(true);
    await track('Shipped');
    // The tracking steps so far: the courier, the AWB and the carrier's first event.
    const parcel = shop.getByRole('region', { name: 'Shipment' });
    await until(() => parcel.getByText('Tracking number (AWB)').isVisible()).toBe(true);
    expect(await parcel.getByRole('list', { name: 'Tracking events, newest first' }).getByRole('listitem').count()).toBeGreaterThan(0);

    await moveTo('Out for delivery');
    await track('Out for delivery');
    await until(() => status.getByRole('radio', { name: 'Delivered' }).isVisible()).toBe(true);
    await moveTo('Delivered');
    await track('Delivered');

    // The courier pays the cash over: the owner records it and the order is invoiced.
    await owner.reload();
    await until(() => payment.getByRole('button', { name: 'Cash collected' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await payment.getByRole('button', { name: 'Cash collected' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Cash collected' }).click();
    await sawToast(owner, `Cash for order #${orderId} recorded as collected`);
    await until(() => payment.textContent()).toContain('Cash collected');
    await until(() => status.getByRole('link', { name: /\(PDF\)/ }).isVisible()).toBe(true);
    await context.close();
  }, 240_000);
});
