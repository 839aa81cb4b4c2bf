import type { Page } from 'playwright-core';

/** The demo owner that the embedded default creates at first start (README). */
export const DEMO_OWNER = { email: 'admin@canino.local', password: 'canino-admin' };

/** Fills in the admin's login form, which every admin page shows to a browser without a session. */
export async function logInToAdmin(page: Page, who: { email: string; password: string } = DEMO_OWNER): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
