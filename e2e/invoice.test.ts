import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CustomerOrderDetail } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { apiData, productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('tax invoice', () => {
  it('a customer downloads the invoice of a paid order from My Orders', async () => {
    const { page, context } = await newShopper(browser);
    const c = newCustomerDetails({ ownerName: 'Meera Pillai' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    const product = await productInStock(page, 3);
    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }]);
    const detail = await apiData<CustomerOrderDetail>(page, `/orders/${orderId}`);
    // The demo shop is registered for GST, so the paid order has its invoice.
    expect(detail.invoiceNumber).toMatch(/^CAN\/\d{4}-\d{2}\/\d{6}$/);

    await page.goto(`/orders/${orderId}`);
    const link = page.getByRole('link', { name: `Download tax invoice ${detail.invoiceNumber} (PDF)` });
    await expect.poll(() => link.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-invoice-')), 'invoice.pdf');
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(detail.invoiceNumber!);
    expect(text).toContain('Meera');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await context.close();
  });
});
