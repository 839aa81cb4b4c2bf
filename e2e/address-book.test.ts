import { MSG } from '@canino/shared';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { sawToast } from './support/shop';

/** Locality/Town: a textbox, or a combobox once India Post's post offices for the pincode are offered in its list. */
const localityField = (scope: Locator) =>
  scope.getByRole('textbox', { name: 'Locality/Town', exact: true }).or(scope.getByRole('combobox', { name: 'Locality/Town', exact: true }));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the address book', () => {
  it('keeps an address book: add, edit and delete', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails();
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);

    await page.goto('/address');
    await expect.poll(() => page.getByRole('heading', { name: 'Save your addresses now' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    for (const message of [MSG.nameRequired, MSG.mobileRequired, MSG.pincodeRequired, MSG.stateRequired, MSG.addressRequired, MSG.localityRequired, MSG.cityDistrictRequired]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Anitha Joseph');
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('98450 12345');
    await dialog.getByRole('textbox', { name: 'Pincode', exact: true }).fill('600040');
    // India Post's directory fills the state from the pincode.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Tamil Nadu');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('7, 2nd Cross Street, Anna Nagar');
    await localityField(dialog).fill('Anna Nagar');
    await dialog.getByRole('textbox', { name: 'City/District', exact: true }).fill('Chennai');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await sawToast(page, 'Address saved');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const card = page.getByRole('article', { name: 'Anitha Joseph' });
    await expect.poll(() => card.textContent()).toContain('Tamil Nadu – 600040');
    expect(await card.textContent()).toContain('9845012345');

    await card.getByRole('button', { name: 'Edit address of Anitha Joseph' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Address' });
    await expect.poll(() => editor.getByRole('textbox', { name: 'City/District', exact: true }).inputValue()).toBe('Chennai');
    await localityField(editor).fill('Kilpauk');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await sawToast(page, 'Address updated');
    await expect.poll(() => card.textContent()).toContain('Kilpauk, Chennai');

    // Saved on the server: a reload shows the same.
    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: 'Anitha Joseph' }).textContent()).toContain('Kilpauk, Chennai');

    await page.getByRole('button', { name: 'Delete address of Anitha Joseph' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Anitha Joseph' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete address of Anitha Joseph' }).click();
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await sawToast(page, 'Address deleted');
    await expect.poll(() => page.getByRole('heading', { name: 'Save your addresses now' }).isVisible()).toBe(true);
    await context.close();
  });
});
