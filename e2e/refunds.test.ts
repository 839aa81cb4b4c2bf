import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatINR, type CustomerOrderDetail } from '@canino/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { apiData, productInStock, sawToast } from './support/shop';

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The page at 375 and 1440 px, ending at 1440. With `ready`, each width after a reload and once `ready`
 * holds (a resize leaves the phone menu mid-slide in a full-page shot).
 */
async function shoot(page: Page, name: string, ready?: () => Promise<boolean>) {
  fs.mkdirSync('screenshots', { recursive: true });
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    if (ready) {
      await page.reload();
      await until(ready).toBe(true);
    }
    await page.screenshot({ path: path.join('screenshots', `${name}-${label === 'phone' ? 375 : 1440}.png`), fullPage: true });
  }
}

/** A new customer, logged in, who has paid for `quantity` of a product in stock. */
async function paidOrder(ownerName: string, quantity: number) {
  const shopper = await newShopper(browser);
  const c = newCustomerDetails({ ownerName });
  await registerCustomer(shopper.context.request, c);
  await logInCustomer(shopper.context, c);
  const product = await productInStock(shopper.page, quantity + 2);
  const orderId = await placeOrder(shopper.context.request, c, [{ productId: product.product_id, quantity }]);
  return { shopper, product, orderId };
}

/** The order's admin page, logged in as the demo owner. */
async function ownerOnOrder(orderId: number) {
  const owner = await newShopper(browser);
  await owner.page.goto(`/admin/orders/${orderId}`);
  await logInToAdmin(owner.page);
  return owner;
}

describe('refunds', () => {
  it('the owner refunds part of an order from its page; the customer sees it in the order’s history and downloads its credit note', async () => {
    const { shopper, product, orderId } = await paidOrder('Meera Pillai', 2);
    const { page, context } = await ownerOnOrder(orderId);
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await until(() => refunds.isVisible()).toBe(true);
    await refunds.getByLabel('Amount to refund (₹)').fill('100.50');
    await refunds.getByLabel(new RegExp(`^${product.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(up to 2\\)`)).fill('1');
    await refunds.getByLabel('Reason (optional)').fill('One jar arrived cracked');
    // A double click only asks: the dialog names the amount and how it goes back, and nothing is refunded yet.
    await refunds.getByRole('button', { name: 'Refund ₹100.50' }).dblclick();
    const confirm = page.getByRole('dialog', { name: 'Refund ₹100.50?' });
    await until(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('original payment method through the payment provider');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Refund ₹100.50' }).click();
    await sawToast(page, 'Refund of ₹100.50 is done');
    await until(() => confirm.isVisible()).toBe(false);
    expect(await refunds.getByRole('listitem').count()).toBe(1);
    await until(() => refunds.getByRole('listitem').first().textContent()).toContain('Refunded');
    expect(await refunds.getByRole('listitem').first().textContent()).toContain(`Back in stock: ${product.product_name} × 1`);
    // The demo shop is registered for GST: the processed refund got a credit note, beside the invoice.
    const creditNote = page.getByRole('link', { name: /^CAN-CN\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ });
    await until(() => creditNote.isVisible()).toBe(true);
    expect(await creditNote.evaluate((a) => a.parentElement?.textContent)).toContain('for the refund of ₹100.50');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-order-refund');
    await context.close();

    await shopper.page.goto(`/orders/${orderId}`);
    const progress = shopper.page.getByRole('region', { name: 'Order progress' });
    await until(() => progress.textContent()).toContain('₹100.50 refunded to your original payment method');
    const detail = await apiData<CustomerOrderDetail>(shopper.page, `/orders/${orderId}`);
    const number = detail.refunds[0]!.creditNote!.number;
    const link = shopper.page.getByRole('link', { name: `Credit note ${number} (PDF)` });
    await until(() => link.isVisible()).toBe(true);
    expect(await seriousA11yViolations(shopper.page)).toEqual([]);
    await shoot(shopper.page, 'customer-order-credit-note');
    const [download] = await Promise.all([shopper.page.waitForEvent('download'), link.click()]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-credit-note-')), 'credit-note.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(number);
    expect(text).toMatch(new RegExp(`Invoice no\\.\\s+${detail.invoiceNumber}`));
    expect(text).toContain('Refund of ₹100.50 to the original payment method: One jar arrived cracked');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await shopper.context.close();
  });

  it('the owner cancels a paid order, choosing how the money goes back; the refund gets its credit note and the order stays Cancelled', async () => {
    const { shopper, orderId } = await paidOrder('Kavya Raman', 1);
    await shopper.context.close();
    const { page, context } = await ownerOnOrder(orderId);
    const status = page.getByRole('region', { name: 'Status' });
    await until(() => status.getByRole('radio', { name: 'Cancelled' }).isVisible()).toBe(true);
    await status.getByRole('radio', { name: 'Cancelled' }).check();
    // Money leaves the shop only the way the owner picks: nothing is chosen for them.
    const how = status.getByRole('group', { name: /^The customer paid ₹[\d,]+\.\d\d\. How does it go back\?$/ });
    await until(() => how.isVisible()).toBe(true);
    await status.getByRole('button', { name: 'Update status' }).click();
    await until(() => how.getByText('Choose how the money goes back').isVisible()).toBe(true);
    await how.getByRole('radio', { name: /^Refund ₹[\d,]+\.\d\d to the customer's payment method now$/ }).check();
    await status.getByRole('button', { name: 'Update status' }).click();
    await sawToast(page, new RegExp(`Order #${orderId} marked cancelled; refund of ₹[\\d,]+\\.\\d\\d is done`));
    // Cancelled it stays: its refund says where the money went. It is no longer offered as a next status.
    await until(() => status.getByRole('radio', { name: 'Cancelled' }).count()).toBe(0);
    expect(await status.locator('.adm-status-line').textContent()).toContain('Cancelled');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await until(() => refunds.getByRole('listitem').first().textContent()).toContain('Refunded');
    const creditNote = status.getByRole('link', { name: /^CAN-CN\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ });
    await until(() => creditNote.isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-order-cancelled-refund');
    await context.close();
  });
  it('a cancellation’s refund the bank declines: the owner presses Try again, the refund is made and gets its credit note', async () => {
    const { shopper, orderId } = await paidOrder('Arjun Menon', 1);
    await shopper.context.close();
    const { page, context } = await ownerOnOrder(orderId);
    const status = page.getByRole('region', { name: 'Status' });
    await until(() => status.getByRole('radio', { name: 'Cancelled' }).isVisible()).toBe(true);
    // The simulated bank declines this payment's next refund, as a customer's bank sometimes does.
    const order = (await (await page.request.get(`/admin/api/admin/orders/${orderId}`)).json()).data as { totalPaise: number; payments: { providerPaymentId: string }[] };
    const declined = await page.request.post('/admin/api/payments/simulated/decline-next-refund', { data: { payment_id: order.payments[0]!.providerPaymentId } });
    expect(declined.status()).toBe(200);
    const total = formatINR(order.totalPaise);

    await status.getByRole('radio', { name: 'Cancelled' }).check();
    await status.getByRole('radio', { name: `Refund ${total} to the customer's payment method now` }).check();
    await status.getByRole('button', { name: 'Update status' }).click();
    await sawToast(page, `Order #${orderId} marked cancelled; refund of ${total} failed`);
    const refunds = page.getByRole('region', { name: 'Refunds' });
    const failed = refunds.getByRole('listitem').filter({ hasText: 'Refund failed' });
    await until(() => failed.textContent()).toContain("the customer's bank declined the refund");
    expect(await status.getByRole('link', { name: /^CAN-CN\// }).count()).toBe(0); // no money moved, no credit note
    expect(await refunds.getByRole('button', { name: /^Refund now/ }).count()).toBe(0); // not the last-unit race's "Refund due"
    await shoot(page, 'admin-order-refund-failed', () => failed.getByRole('button', { name: /^Try again/ }).isVisible());

    await failed.getByRole('button', { name: `Try again the refund of ${total}` }).click();
    await sawToast(page, `Refund of ${total} is done`);
    const retried = refunds.getByRole('listitem').first();
    await until(() => retried.textContent()).toContain('Tries again the refund that failed');
    expect(await retried.textContent()).toContain('Refunded');
    // One retry per failed refund: the button is gone, and the page says everything has been refunded.
    expect(await refunds.getByRole('button', { name: /^Try again/ }).count()).toBe(0);
    await until(() => refunds.textContent()).toContain('Everything paid for this order has been refunded');
    const creditNote = status.getByRole('link', { name: /^CAN-CN\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ });
    await until(() => creditNote.isVisible()).toBe(true);
    expect(await creditNote.evaluate((a) => a.parentElement?.textContent)).toContain(`for the refund of ${total}`);
    expect(await status.locator('.adm-status-line').textContent()).toContain('Cancelled');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    fs.mkdirSync('screenshots', { recursive: true });
    const file = path.join('screenshots', 'credit-note-after-retry.pdf');
    fs.writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Refund of ${total} to the original payment method: Order cancelled`);
    await shoot(page, 'admin-order-refund-retried', async () => (await refunds.getByRole('listitem').count()) === 2);
    await context.close();
    // Four reloads for the screenshots besides the story: past the default minute on a loaded machine.
  }, 150_000);
});
