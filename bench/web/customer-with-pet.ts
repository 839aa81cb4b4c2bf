import { STORAGE_KEYS } from '@canino/shared';
import { chromium } from 'playwright-core';
import { post } from '../support/shop-calls';

/** The dog: a Labrador (a large breed, so the demo rules pick joint care for him). */
export const BENCH_PET = { name: 'Bruno', breed: 'Labrador', age: '4 years', weight: '19 kg' };

const CUSTOMER = { owner_name: 'Bench Customer', owner_number: '9800012345', email: 'bench.customer@example.in', password: 'good-dog-2024' };

/** Signs up a customer whose first pet is Bruno (the spec's sign-up call). */
export async function registerCustomerWithPet(base: string): Promise<void> {
  const res = await post(base, '/auth_register', { ...CUSTOMER, pet_name: BENCH_PET.name, breed: BENCH_PET.breed, age: BENCH_PET.age, weight: BENCH_PET.weight, needs: '' });
  if (res.status !== 200) throw new Error(`sign-up failed (${res.status}): ${JSON.stringify(res.json)}`);
}

/**
 * Logs the customer in inside the Chromium Lighthouse drives (on its DevTools port), as the storefront
 * does: the session cookie from `auth_login` and the user record the app keeps in localStorage. Lighthouse
 * clears neither between runs (only caches and service workers), so every run is a returning customer's
 * visit with an empty HTTP cache, like the guest's. Then it opens each of `pageUrls` and waits for
 * "Picked for Bruno", so a figure is never taken from a page that does not show the picks.
 */
export async function logInCustomer(port: number, base: string, pageUrls: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/login`);
    const user = await page.evaluate(
      async ({ mobile, password }) => {
        const res = await fetch('/admin/api/auth_login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, password }) });
        const body = (await res.json()) as { status?: number; data?: unknown };
        if (body.status !== 1) throw new Error(`login failed: ${JSON.stringify(body)}`);
        return body.data;
      },
      { mobile: CUSTOMER.owner_number, password: CUSTOMER.password },
    );
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.user, JSON.stringify(user)] as const);
    for (const url of pageUrls) {
      await page.goto(url);
      await page.getByRole('heading', { name: `Picked for ${BENCH_PET.name}` }).waitFor({ timeout: 30_000 });
    }
    await page.close();
  } finally {
    // Disconnects from Chromium without closing it: Lighthouse goes on using it.
    await browser.close();
  }
}
