import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { emailedLink, emailsTo } from './support/outbox';
import { sawToast } from './support/shop';

/** The demo admin that the embedded default creates at first start (README): an owner. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/staff-${name}.png`, fullPage: true });

describe('staff accounts', () => {
  it('the owner invites someone with the orders role; they accept, log in, and cannot reach the products page', async () => {
    const email = `ravi.${Date.now()}@example.in`;

    // The owner, on a desktop: the login page names no developer command.
    const owner = await newShopper(browser, 'desktop');
    await owner.page.goto('/admin');
    await until(() => heading(owner.page, 'Log in to run the shop').isVisible()).toBe(true);
    expect(await owner.page.locator('main').innerText()).not.toContain('npm run');
    await logInToAdmin(owner.page);
    await owner.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff' }).click();
    await until(() => heading(owner.page, 'Staff').isVisible()).toBe(true);

    const form = owner.page.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('orders');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await sawToast(owner.page, `Invitation emailed to ${email}`);
    const pending = owner.page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
    await until(() => pending.isVisible()).toBe(true);
    expect(await pending.innerText()).toContain('Orders');
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await shot(owner.page, 'owner-1440');

    // The invitation goes out through the job queue; the worker writes it to the outbox.
    const link = await emailedLink(email, '/admin/accept-invitation#token=');
    expect(emailsTo(email)).toHaveLength(1);

    // The invited person, on a phone, in a browser of their own.
    const ravi = await newShopper(browser, 'phone');
    await ravi.page.goto(link);
    await until(() => ravi.page.getByText('Welcome, Ravi Kumar. You are invited as Orders').isVisible()).toBe(true);
    expect(await seriousA11yViolations(ravi.page)).toEqual([]);
    await shot(ravi.page, 'accept-375');
    await ravi.page.getByLabel(/^Choose a password/).fill('ravi-orders-2026');
    await ravi.page.getByRole('button', { name: 'Create my account' }).click();
    await until(() => heading(ravi.page, 'Your account is ready').isVisible()).toBe(true);
    await ravi.page.getByRole('link', { name: 'Go to the login' }).click();
    await until(() => heading(ravi.page, 'Log in to run the shop').isVisible()).toBe(true);
    await logInToAdmin(ravi.page, { email: email, password: 'ravi-orders-2026' });

    // Their first page is Orders; the menu offers only what the role may use.
    await until(() => heading(ravi.page, 'Orders').isVisible()).toBe(true);
    await ravi.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = ravi.page.getByRole('navigation', { name: 'Admin sections' });
    await until(() => menu.getByRole('link').allInnerTexts()).toEqual(['Orders', 'Returns', 'Checkouts left', 'Autoship', 'Batch recall', 'Customers', 'Messages', 'Complaints']);
    await shot(ravi.page, 'orders-menu-375');

    // The products page by its address: the panel says why, and the server refuses the data.
    await ravi.page.goto('/admin/products');
    await until(() => heading(ravi.page, 'Not part of your role').isVisible()).toBe(true);
    expect(await ravi.page.getByRole('table').count()).toBe(0);
    expect((await ravi.page.request.get('/admin/api/admin/products')).status()).toBe(403);
    expect(await seriousA11yViolations(ravi.page)).toEqual([]);
    await shot(ravi.page, 'not-your-role-375');

    // The owner sees Ravi on the team, no longer as an invitation, and can log them out everywhere.
    await owner.page.reload();
    const member = owner.page.getByRole('table', { name: 'Admin accounts' }).getByRole('row').filter({ hasText: email });
    await until(() => member.isVisible()).toBe(true);
    expect(await member.getByRole('combobox', { name: 'Role of Ravi Kumar' }).inputValue()).toBe('orders');
    expect(await owner.page.getByRole('table', { name: 'Pending invitations' }).count()).toBe(0);
    await member.getByRole('button', { name: 'Log out everywhere (Ravi Kumar)' }).click();
    await sawToast(owner.page, 'Logged out on every browser');
    await ravi.page.goto('/admin/orders');
    await until(() => heading(ravi.page, 'Log in to run the shop').isVisible()).toBe(true);

    // The same page on a phone: each account a small card, nothing wider than the screen.
    await owner.page.setViewportSize({ width: 375, height: 800 });
    await owner.page.reload();
    await until(() => member.isVisible()).toBe(true);
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await shot(owner.page, 'owner-375');
    await owner.context.close();
    await ravi.context.close();
  });

  it('resets a staff password by email from the login page', async () => {
    // A catalog member, invited and accepted through the API (the screens are the test above).
    const email = `meena.${Date.now()}@example.in`;
    const { page, context } = await newShopper(browser, 'phone');
    const owner = await context.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
    expect(owner.status()).toBe(200);
    expect((await context.request.post('/admin/api/admin/staff/invitations', { data: { name: 'Meena', email, role: 'catalog' } })).status()).toBe(200);
    await context.request.post('/admin/api/admin/logout', { data: {} });
    const token = new URLSearchParams(new URL(await emailedLink(email, '/admin/accept-invitation#token=')).hash.slice(1)).get('token');
    expect((await context.request.post('/admin/api/admin/invitations/accept', { data: { token, password: 'meena-first-1' } })).status()).toBe(200);

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await until(() => heading(page, 'Reset your password').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await until(() => page.getByText('If an admin account uses this email').isVisible()).toBe(true);
    await page.goto(await emailedLink(email, '/admin/reset-password#token=', 1));
    await until(() => heading(page, 'Choose a new password').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reset-375');
    await page.getByLabel(/^New password/).fill('meena-second-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await until(() => heading(page, 'Password changed').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to the login' }).click();
    await logInToAdmin(page, { email: email, password: 'meena-second-2' });
    // A catalog member starts on Products.
    await until(() => heading(page, 'Products').isVisible()).toBe(true);
    await context.close();
  });
});
