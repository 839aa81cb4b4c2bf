import fs from 'node:fs';
import { addDays, earliestDeliveryDate, type Address, type ProductDetail, type Subscription } from '@canino/shared';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { addAddress, logInCustomer, newCustomerDetails, registerCustomer, type CustomerDetails } from './support/customer';
import { baseUrl, launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { emailsTo, linkIn } from './support/outbox';
import { apiData, productInStock, sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A cash-on-delivery autoship of a product in stock to a new saved address, set up through the API as the customer. */
async function subscribe(page: Page, request: APIRequestContext): Promise<{ subscription: Subscription; productName: string; productId: number }> {
  await addAddress(request);
  const [address] = await apiData<Address[]>(page, '/addresses');
  const product = await productInStock(page, 5);
  const { product: detail } = await apiData<ProductDetail>(page, `/productById/${product.product_id}`);
  const res = await request.post('/admin/api/subscriptions', {
    data: {
      variantId: detail.default_variant_id,
      quantity: 2,
      frequencyWeeks: 4,
      addressId: address!.id,
      firstDeliveryDate: addDays(earliestDeliveryDate(new Date()), 7),
      paymentMethod: 'cod_reminder',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { subscription: ((await res.json()) as { data: Subscription }).data, productName: product.product_name, productId: product.product_id };
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function registered(request: APIRequestContext): Promise<CustomerDetails> {
  const c = newCustomerDetails({ ownerName: 'Meera Iyer' });
  await registerCustomer(request, c);
  return c;
}

describe('my autoship', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: changes the frequency, refuses a date too soon beside its field, skips, pauses, resumes and cancels in one click`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      const c = await registered(context.request);
      await logInCustomer(context, c);
      const { subscription: s, productName } = await subscribe(page, context.request);

      await page.goto('/autoship');
      const card = page.getByRole('article', { name: `Autoship #${s.id}` });
      await expect.poll(() => card.textContent()).toContain(productName);
      expect(await card.textContent()).toContain('Active');
      expect(await card.textContent()).toContain('Cash on delivery');
      expect(await card.textContent()).toContain('Coimbatore');
      expect(await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My Autoship' }).getAttribute('aria-current')).toBe('page');

      await card.getByLabel('How often').selectOption({ label: 'Every 6 weeks' });
      await card.getByRole('button', { name: 'Save schedule' }).click();
      await sawToast(page, 'Autoship updated');
      await expect.poll(() => card.textContent()).toContain('every 6 weeks');
      expect(await focusedText(page)).toBe('Save schedule');

      // Three packs instead of two, in the size the product sells.
      await card.getByLabel(`How many of ${productName}`).selectOption('3');
      await card.getByRole('button', { name: 'Save items' }).click();
      // (Its toast says "Autoship updated" again, while the schedule's may still show: one toast is kept.)
      await expect.poll(() => card.getByRole('listitem').first().textContent()).toMatch(/× 3/);
      expect(await focusedText(page)).toBe('Save items');
      expect((await apiData<Subscription[]>(page, '/subscriptions'))[0]!.items[0]!.quantity).toBe(3);

      // A date whose order would already be due: the API's message, beside the date, and nothing changed.
      const date = card.getByLabel('Next delivery');
      await date.fill(addDays(earliestDeliveryDate(new Date()), -1));
      await card.getByRole('button', { name: 'Save schedule' }).click();
      await expect.poll(() => card.locator('.field__error').textContent()).toMatch(/^Choose a delivery date from \d{4}-\d\d-\d\d on$/);
      expect(await date.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
      const [unchanged] = await apiData<Subscription[]>(page, '/subscriptions');
      expect(unchanged!.nextDeliveryDate).toBe(s.nextDeliveryDate);

      await card.getByRole('button', { name: 'Skip next delivery' }).click();
      await sawToast(page, 'The next delivery is skipped');
      await expect.poll(async () => (await apiData<Subscription[]>(page, '/subscriptions'))[0]!.nextDeliveryDate).toBe(addDays(s.nextDeliveryDate, 42));
      await expect.poll(() => focusedText(page)).toBe('Skip next delivery');
      // The schedule shows the new date, and the refused one's message is gone.
      await expect.poll(() => date.inputValue()).toBe(addDays(s.nextDeliveryDate, 42));
      expect(await card.locator('.field__error').count()).toBe(0);

      await card.getByRole('button', { name: 'Pause' }).click();
      await sawToast(page, 'Autoship paused');
      await expect.poll(() => card.textContent()).toContain('Paused by you');
      await expect.poll(() => focusedText(page)).toBe('Resume');
      expect(await seriousA11yViolations(page)).toEqual([]);
      fs.mkdirSync('screenshots', { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `screenshots/autoship-paused-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      await card.getByRole('button', { name: 'Resume' }).click();
      await sawToast(page, 'Autoship resumed');
      await expect.poll(() => focusedText(page)).toBe('Pause');
      expect(await card.textContent()).toContain('Active');

      // One click, no question first; afterwards it says so and offers nothing.
      await card.getByRole('button', { name: 'Cancel autoship' }).click();
      await sawToast(page, 'Autoship cancelled');
      await expect.poll(() => card.textContent()).toContain('Nothing more will be sent or charged.');
      expect(await card.getByRole('button').count()).toBe(0);
      await expect.poll(() => focusedText(page)).toBe(`Autoship #${s.id}`);
      expect((await apiData<Subscription[]>(page, '/subscriptions'))[0]!.status).toBe('cancelled');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/autoship-cancelled-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      await context.close();
    });
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: adds another product to the autoship from its page, then removes the first item in My Autoship`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      const c = await registered(context.request);
      await logInCustomer(context, c);
      const { subscription: s, productName, productId } = await subscribe(page, context.request);
      const other = await productInStock(page, 5, [productId]);

      await page.goto(`/products/${other.slug}`);
      const buying = page.getByRole('group', { name: 'How to buy' });
      await buying.getByRole('radio', { name: /^Deliver every \d+ weeks/ }).check();
      const adding = page.getByRole('region', { name: 'Or add it to your autoship' });
      await expect.poll(() => adding.textContent()).toContain(`Autoship #${s.id}: every 4 weeks`);
      await adding.getByRole('button', { name: `Add one pack to autoship #${s.id}` }).click();
      await expect.poll(() => adding.getByRole('status').textContent()).toContain(`${other.product_name} is in autoship #${s.id}`);
      // The button gives way to the note that the size is there; the focus moves to the way to see it.
      await expect.poll(() => focusedText(page)).toBe('See My Autoship');
      expect(await adding.textContent()).toContain(`This size is already in autoship #${s.id} (1 pack)`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      fs.mkdirSync('screenshots', { recursive: true });
      await adding.screenshot({ path: `screenshots/autoship-add-from-product-${VIEWPORTS[viewport].width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      await adding.getByRole('link', { name: 'See My Autoship' }).click();
      const card = page.getByRole('article', { name: `Autoship #${s.id}` });
      await expect.poll(() => card.getByRole('listitem').count()).toBe(2);
      expect(await card.textContent()).toContain(other.product_name);

      await card.getByRole('button', { name: `Remove ${productName}` }).click();
      // The other item moved up into its place, and the focus with it; the last item cannot be removed.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
      expect(await card.getByRole('button', { name: /^Remove / }).count()).toBe(0);
      expect(await card.textContent()).toContain('Save items to take the removed ones off your next deliveries.');
      await card.getByRole('button', { name: 'Save items' }).click();
      await expect.poll(() => card.getByRole('listitem').count()).toBe(1);
      expect(await card.getByRole('listitem').first().textContent()).toContain(other.product_name);
      const [saved] = await apiData<Subscription[]>(page, '/subscriptions');
      expect(saved!.items.map((i) => i.productId)).toEqual([other.product_id]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/autoship-item-removed-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      await context.close();
    });
  }

  it('explains autoship when there is none, and links to the products', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = await registered(context.request);
    await logInCustomer(context, c);
    await page.goto('/autoship');
    await expect.poll(() => page.getByRole('heading', { name: 'No autoship yet' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/autoship-empty-375.png', fullPage: true });
    await context.close();
  });

  it("the reorder email's link, opened logged out, goes through login to that autoship with Send now", async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = await registered(context.request);
    const login = await context.request.post('/admin/api/auth_login', { multipart: { mobile: c.mobile, password: c.password } });
    expect(login.ok()).toBe(true);
    const { subscription: s } = await subscribe(page, context.request);
    expect((await context.request.post('/admin/api/auth_logout')).ok()).toBe(true);

    await page.goto(`/autoship#reorder=${s.id}`);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`/autoship#reorder=${s.id}`);

    const card = page.getByRole('article', { name: `Autoship #${s.id}` });
    await expect.poll(() => focusedText(page)).toBe(`Autoship #${s.id}`);
    expect(await card.getAttribute('class')).toContain('autoship-card--highlight');
    await card.getByRole('button', { name: 'Send now' }).click();
    await sawToast(page, 'Your next delivery is being ordered now');
    await expect.poll(() => focusedText(page)).toBe('Send now');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/autoship-reorder-375.png', fullPage: true });
    await context.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: a cash-on-delivery delivery's one-tap link, opened logged out, shows what it costs and places the order with one press`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      const c = await registered(context.request);
      const login = await context.request.post('/admin/api/auth_login', { multipart: { mobile: c.mobile, password: c.password } });
      expect(login.ok()).toBe(true);
      const { subscription: s, productName } = await subscribe(page, context.request);
      // Send now makes the delivery due at once: a cash-on-delivery autoship is emailed its reorder link.
      expect((await context.request.post(`/admin/api/subscriptions/${s.id}/send-now`)).ok()).toBe(true);
      expect((await context.request.post('/admin/api/auth_logout')).ok()).toBe(true);
      const reorderLink = () =>
        emailsTo(c.email)
          .map((m) => linkIn(m, `${baseUrl()}/autoship/reorder#token=`))
          .find(Boolean) ?? '';
      await expect.poll(reorderLink, { timeout: 20_000 }).toContain('token=');

      await page.goto(reorderLink());
      const delivery = page.getByRole('region', { name: new RegExp(`^Autoship #${s.id}: delivery due`) });
      await expect.poll(() => delivery.textContent()).toContain(`${productName}`);
      expect(await delivery.textContent()).toMatch(/Pay on delivery₹[\d,.]+/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/autoship-one-tap-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      await page.getByRole('button', { name: 'Place my order, pay on delivery' }).click();
      await expect.poll(() => page.getByRole('heading', { name: /^Order #\d+ is placed$/ }).isVisible()).toBe(true);
      await expect.poll(() => focusedText(page)).toMatch(/^Order #\d+ placed: pay ₹[\d,.]+ on delivery/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/autoship-one-tap-placed-${VIEWPORTS[viewport].width}.png`, fullPage: true });
      await context.close();
    });
  }
});
