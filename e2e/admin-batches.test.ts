import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { placeOrder, type CustomerDetails } from './support/customer';
import { emailsTo } from './support/outbox';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** "YYYY-MM" `months` from now, as a month input takes it. */
function month(months: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

/** Whether the page is no wider than the window: a table too wide must scroll inside its own box. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const batchNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
let productId = 0;
let productName = '';

describe('batches in the admin', () => {
  it('at 1440 px the owner receives a batch on the product page, sees the server’s message on a wrong month, and finds the batch on Expiring soon', async () => {
    const { page } = await newShopper(browser, 'desktop');
    await page.goto('/admin/products');
    await logInToAdmin(page);
    await until(() => page.getByRole('heading', { level: 1, name: 'Products' }).isVisible()).toBe(true);
    productName = `Batch chews ${Date.now()}`;
    productId = (await createProduct(page, { name: productName, stock: 0 })).id;

    await page.goto(`/admin/products/${productId}`);
    await until(() => page.getByRole('heading', { level: 1, name: productName }).isVisible()).toBe(true);
    const form = page.getByRole('form', { name: 'Receive stock' });
    await form.getByLabel('Batch number').fill(batchNo);
    await form.getByLabel('Packs').fill('24');
    await form.getByLabel('Month made').fill(month(-1));
    // A best-before before the month made: the server's message is shown under that field.
    await form.getByLabel('Best-before month').fill(month(-2));
    await form.getByRole('button', { name: 'Receive stock' }).click();
    await until(() => form.getByText('After the month of manufacture').isVisible()).toBe(true);
    expect(await form.getByLabel('Best-before month').getAttribute('aria-invalid')).toBe('true');

    // Four months ahead: past the minimum shelf life, inside the page's default window.
    await form.getByLabel('Best-before month').fill(month(4));
    await form.getByRole('button', { name: 'Receive stock' }).click();
    await sawToast(page, `24 received into batch ${batchNo}; 24 on hand`);
    const table = page.getByRole('table', { name: /Batches of each size/ });
    await until(() => table.getByRole('row').filter({ hasText: batchNo }).textContent()).toContain('24');
    expect(await form.getByLabel('Batch number').inputValue()).toBe('');

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Expiring soon' }).click();
    await until(() => page.getByRole('heading', { level: 1, name: 'Expiring soon' }).isVisible()).toBe(true);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: batchNo });
    await until(() => row.textContent()).toContain(productName);
    expect(await row.textContent()).toContain('24');
    // A window shorter than the minimum shelf life leaves it out; a bad number is named on the field.
    await page.getByLabel('Days ahead').fill('800');
    await page.getByRole('button', { name: 'Show' }).click();
    await until(() => page.getByText('Days is a whole number from 1 to 730').isVisible()).toBe(true);
    await page.getByLabel('Days ahead').fill('30');
    await page.getByRole('button', { name: 'Show' }).click();
    await until(() => page.getByText(batchNo).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join('screenshots', 'admin-expiring-soon-1440.png'), fullPage: true });
  });

  it('at 1440 px the owner finds who received the batch, emails them once after confirming, and the page and the address keep the search', async () => {
    const buyer = await newShopper(browser, 'desktop');
    const email = `recall.${Date.now()}@example.com`;
    const orderId = await placeOrder(buyer.context.request, { ownerName: 'Meena Iyer', mobile: '9876512345', email } as CustomerDetails, [{ productId, quantity: 2 }]);

    const { page } = await newShopper(browser, 'desktop');
    await page.goto(`/admin/batch-recall?batch=${batchNo}`);
    await logInToAdmin(page);
    // The address carries the batch: the search is there without typing it.
    expect(await page.getByLabel('Batch number').inputValue()).toBe(batchNo);
    const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
    await until(() => row.textContent()).toContain(email);
    await page.getByLabel('Your message (optional)').fill('Please send us a photo of the batch number on the pack.');
    await page.getByRole('button', { name: 'Email 1 order' }).click();
    const dialog = page.getByRole('dialog', { name: `Email 1 order about batch ${batchNo}?` });
    await page.screenshot({ path: path.join('screenshots', 'admin-batch-recall-confirm-1440.png') });
    await dialog.getByRole('button', { name: 'Email 1 order' }).click();
    await sawToast(page, 'Recall emailed to 1 order');
    await until(() => row.textContent()).toContain('Recall emailed');
    await until(() => page.getByText(`Every order still holding packs of batch ${batchNo} has been emailed about the recall.`).isVisible()).toBe(true);
    await until(async () => emailsTo(email).filter((m) => m.includes(`Recall notice: batch ${batchNo}`)).length).toBe(1);
    const mail = emailsTo(email).find((m) => m.includes(`Recall notice: batch ${batchNo}`))!;
    expect(mail).toContain(`${productName}`);
    expect(mail).toContain('Please send us a photo of the batch number on the pack.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join('screenshots', 'admin-batch-recall-1440.png'), fullPage: true });

    // Expiring soon keeps its days in the address too.
    await page.goto('/admin/expiring-soon?days=30');
    expect(await page.getByLabel('Days ahead').inputValue()).toBe('30');
    await until(() => page.getByText('No batch on sale expires within 30 days.').isVisible()).toBe(true);
  });

  it('at 375 px the batches section, Expiring soon and Batch recall fit the width and pass axe', async () => {
    const { page } = await newShopper(browser, 'phone');
    await page.goto(`/admin/products/${productId}`);
    await logInToAdmin(page);
    await until(() =>
      page
        .getByRole('table', { name: /Batches of each size/ })
        .getByRole('row')
        .filter({ hasText: batchNo })
        .isVisible(),
    ).toBe(true);
    expect(await pageFits(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/admin/expiring-soon');
    await until(() => page.getByRole('row').filter({ hasText: batchNo }).isVisible()).toBe(true);
    expect(await pageFits(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join('screenshots', 'admin-expiring-soon-375.png'), fullPage: true });

    await page.goto('/admin/batch-recall');
    await page.getByLabel('Batch number').fill(` ${batchNo} `);
    await page.getByRole('button', { name: 'Find orders' }).click();
    // The customer who bought from it above, already emailed.
    await until(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Batch ${batchNo}` })
        .textContent(),
    ).toContain('1 customer');
    await until(() => page.getByText('Recall emailed').isVisible()).toBe(true);
    expect(await pageFits(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join('screenshots', 'admin-batch-recall-375.png'), fullPage: true });
  });
});
