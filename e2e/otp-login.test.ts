import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { newCustomerDetails, registerCustomer } from './support/customer';
import { sawToast } from './support/shop';
import { smsCodeTo } from './support/sms-outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.replace('*', '').trim() ?? '');

async function askForCode(page: Page, mobile: string) {
  await page.goto('/login');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Login' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Log in with OTP' }).click();
  // The keyboard goes to the number, the code's form's first field.
  await expect.poll(() => focusedLabel(page)).toBe('Mobile number');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => page.getByText(`We sent a 6-digit code to ${mobile}`).isVisible()).toBe(true);
  await expect.poll(() => focusedLabel(page)).toBe('6-digit code');
}

describe('logging in with a code sent by SMS, at 375 px', () => {
  it('logs a customer in with the code, after telling them a wrong one is wrong', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails({ ownerName: 'Farah Khan' });
    await registerCustomer(context.request, c);

    await askForCode(page, c.mobile);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const code = await smsCodeTo(c.mobile);

    await page.getByRole('textbox', { name: '6-digit code' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.locator('.field__error', { hasText: 'That code is not right' }).isVisible()).toBe(true);
    // The layout holds at 375 px: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await sawToast(page, 'Welcome back, Farah Khan!');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const me = await context.request.get('/admin/api/me');
    expect(((await me.json()) as { data: { cusName: string } }).data.cusName).toBe('Farah Khan');
    await context.close();
  });

  it('takes a new number on to sign-up, with the number filled in', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const { mobile } = newCustomerDetails();
    await askForCode(page, mobile);
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await smsCodeTo(mobile));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await sawToast(page, 'This number has no account yet. Finish signing up to continue.');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-up');
    await expect.poll(() => page.getByRole('textbox', { name: 'Owner number', exact: true }).inputValue()).toBe(mobile);
    await context.close();
  });
});
