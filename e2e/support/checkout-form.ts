import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A form field's label, with or without the required mark the form adds. */
export const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** The checkout's billing details for a shopper in Kochi, and the terms agreed (the box is never ticked for them). */
export async function fillKochiBilling(page: Page, who: { mobile: string; email: string }): Promise<void> {
  const billing = page.getByRole('region', { name: 'Billing Details' });
  await expect.poll(() => billing.isVisible()).toBe(true);
  await billing.getByLabel(field('First name')).fill('Kavya');
  await billing.getByLabel(field('Last name')).fill('Menon');
  await billing.getByLabel(field('Address')).fill('22, Marine Drive');
  await billing.getByLabel(field('City')).fill('Kochi');
  await billing.getByLabel(field('District')).fill('Ernakulam');
  await billing.getByLabel(field('State')).selectOption('Kerala');
  await billing.getByLabel(field('Postcode')).fill('682031');
  await billing.getByLabel(field('Phone')).fill(who.mobile);
  await billing.getByLabel(field('Email address')).fill(who.email);
  await page.getByLabel(/I have read and agree/).check();
}
