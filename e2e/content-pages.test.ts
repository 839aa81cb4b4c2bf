import { MSG, type ShopSettings } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { emailsTo } from './support/outbox';
import { apiData, sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the shop’s content pages', () => {
  it('sends the contact form and shows the shop’s details and map', async () => {
    const { page, context } = await newShopper(browser);
    const settings = await apiData<ShopSettings>(page, '/settings');
    await page.goto('/contact');
    await expect.poll(() => page.getByRole('heading', { name: 'Have Any Questions' }).isVisible()).toBe(true);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('link', { name: settings.phone }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: settings.email }).getAttribute('href')).toBe(`mailto:${settings.email}`);
    expect(await main.getByText(settings.address).first().isVisible()).toBe(true);
    const map = page.locator('iframe[title="Map showing where Canino is"]');
    expect(await map.getAttribute('src')).toBe(settings.mapEmbedUrl);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [MSG.nameRequired, MSG.emailRequired, MSG.subjectRequired, MSG.messageRequired]) {
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Sneha Kulkarni');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sneha@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText(MSG.emailInvalid, { exact: true }).isVisible()).toBe(true);

    const subject = `Dosage for a Shih Tzu ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sneha@example.in');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('How much Puppy Growth syrup should a 4 kg puppy take each day?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await sawToast(page, 'Thank you! Your message has been sent.');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your message has been sent' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Subject', exact: true }).inputValue()).toBe('');

    // The shop received it by email, with the customer's address to reply to.
    await expect.poll(() => emailsTo(settings.email).some((m) => m.includes(subject))).toBe(true);
    expect(emailsTo(settings.email).find((m) => m.includes(subject))).toContain('sneha@example.in');
    await context.close();
  });

  it('filters the new arrivals by tab and loads more six at a time', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/new-arrivals');
    const photos = page.getByRole('tabpanel').getByRole('figure');
    await expect.poll(() => photos.count()).toBe(6);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => page.getByText('Showing 6 of 12 photos').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => photos.count()).toBe(12);
    await expect.poll(() => page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(await page.getByText('Showing 12 of 12 photos').isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Grooming' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=Grooming');
    await expect.poll(() => photos.count()).toBe(3);
    expect(await page.getByRole('tab', { name: 'Grooming' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await photos.locator('figcaption').allTextContents()).every((c) => c.startsWith('Grooming'))).toBe(true);

    // Arrow keys move along the tabs and select them, as tabs do.
    await page.getByRole('tab', { name: 'Grooming' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=Walking');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Walking');
    await expect.poll(async () => (await photos.locator('figcaption').allTextContents()).every((c) => c.startsWith('Walking'))).toBe(true);

    // A shared address opens on its tab.
    await page.goto('/new-arrivals?tab=veterinary');
    await expect.poll(() => photos.count()).toBe(2);
    await context.close();
  });

  it('shows the brand story and the policies with the shop’s contact details', async () => {
    const { page, context } = await newShopper(browser);
    const settings = await apiData<ShopSettings>(page, '/settings');

    await page.goto('/about');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'About Us' }).isVisible()).toBe(true);
    for (const heading of ['2012: our first multivitamin and mineral supplement', '2016: two more formulations', 'Passed on by word of mouth']) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('main').getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const policies = [
      { path: '/privacy-policy', title: 'Privacy Policy', text: 'not intended for children under 13' },
      { path: '/privacy', title: 'Privacy Policy', text: 'courts of Coimbatore' },
      { path: '/terms', title: 'Terms & Conditions', text: 'courts of Coimbatore' },
      { path: '/refund-terms', title: 'Cancellation & Refund Policy', text: 'within 5 business days' },
      { path: '/shipping-terms', title: 'Shipping & Delivery Policy', text: 'Shipping ₹75.00 per order.' },
    ];
    for (const p of policies) {
      await page.goto(p.path);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: p.title }).isVisible()).toBe(true);
      const text = await page.getByRole('article').textContent();
      expect(text).toContain(p.text);
      expect(text).toContain(settings.email);
      expect(text).toContain(settings.phone);
      expect(text).not.toMatch(/\{|\[|placeholder/i);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    // The long policies link to each of their sections.
    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Limitation of liability' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#limitation-of-liability');
    await context.close();
  });
});
