import { MSG } from '@canino/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper } from './support/browser';
import { newCustomerDetails, registerCustomer, type CustomerDetails } from './support/customer';
import { emailsTo, linkIn } from './support/outbox';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A real PNG made on the spot, as a customer's pet photo. */
const petPhoto = async (colour: string) => ({
  name: 'bruno.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

const errorText = (page: Page, text: string) => page.locator('.field__error', { hasText: text });

async function fillSignUp(page: Page, c: CustomerDetails) {
  await page.getByRole('textbox', { name: 'Pet name', exact: true }).fill(c.petName);
  await page.getByRole('textbox', { name: 'Breed', exact: true }).fill(c.breed);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill(c.age);
  await page.getByRole('textbox', { name: 'Weight', exact: true }).fill(c.weight);
  await page.getByRole('textbox', { name: 'Owner name', exact: true }).fill(c.ownerName);
  await page.getByRole('textbox', { name: 'Owner number', exact: true }).fill(c.mobile);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(c.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

async function logInThroughForm(page: Page, mobile: string, password: string) {
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('a dog owner’s account', () => {
  it('signs up with a pet photo, logs in and edits the profile', async () => {
    const { page, context } = await newShopper(browser);
    const c = newCustomerDetails({ ownerName: 'Kavya Reddy', petName: 'Max' });

    await page.goto('/sign-up');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Register' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Nothing filled in: the spec's messages under the fields.
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [MSG.petNameRequired, MSG.breedRequired, MSG.ownerNameRequired, MSG.emailRequired, MSG.confirmPasswordRequired, MSG.agreeRequired]) {
      await expect.poll(() => errorText(page, message).isVisible()).toBe(true);
    }

    await fillSignUp(page, c);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => errorText(page, MSG.passwordMismatch).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(c.password);

    // A file that is not an image is refused before upload; a PNG shows its preview.
    await page.getByLabel('Pet photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => errorText(page, 'Please choose a JPEG, PNG or WebP image').isVisible()).toBe(true);
    await page.getByLabel('Pet photo').setInputFiles(await petPhoto('#c58b4a'));
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).isVisible()).toBe(true);
    await expect.poll(() => errorText(page, 'Please choose a JPEG, PNG or WebP image').count()).toBe(0);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await sawToast(page, `Welcome, ${c.ownerName}! Your account is ready.`);
    // Logged in at once, and back where the sign-up was started from (the home page here).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: 'Hello Kavya' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Hello Kavya' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Hello Kavya' }).count()).toBe(0);

    // The same number and email again: one message that names neither, as a toast.
    await page.goto('/sign-up');
    await fillSignUp(page, c);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await sawToast(page, 'An account with this mobile number or email already exists. Please log in, or reset your password.');

    // Log in: the account agreed to the current terms at sign-up, so no box is asked for (none is on the form).
    await page.goto('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.locator('.form-alert').textContent()).toMatch(/mobile number or password/i);

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Password', exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await sawToast(page, `Welcome back, ${c.ownerName}!`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: 'Hello Kavya' }).isVisible()).toBe(true);

    // Edit Profile: pet details and photo change; mobile and email are read-only.
    await page.getByRole('button', { name: 'Hello Kavya' }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Edit Profile' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => page.getByRole('textbox', { name: 'Pet name', exact: true }).inputValue()).toBe('Max');
    expect(await page.getByRole('textbox', { name: 'Owner number', exact: true }).inputValue()).toBe(c.mobile);
    expect(await page.getByRole('textbox', { name: 'Owner number', exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('readonly')).not.toBeNull();
    const savedPhoto = await page.getByRole('img', { name: 'Your pet’s photo' }).getAttribute('src');
    expect(savedPhoto).toMatch(/^\/admin\/uploads\/.+\.webp$/);

    await page.getByRole('textbox', { name: 'Breed', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(() => errorText(page, MSG.breedRequired).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Breed', exact: true }).fill('Golden Retriever');
    await page.getByRole('textbox', { name: 'Owner name', exact: true }).fill('Asha Reddy');
    await page.getByLabel('Pet photo').setInputFiles(await petPhoto('#3b6f61'));
    await page.getByRole('button', { name: 'Save Details' }).click();
    await sawToast(page, 'Your profile has been saved');
    await expect.poll(() => page.getByRole('button', { name: 'Hello Asha' }).isVisible()).toBe(true);

    // A fresh load shows what the server kept, including the new photo.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Breed', exact: true }).inputValue()).toBe('Golden Retriever');
    expect(await page.getByRole('textbox', { name: 'Owner name', exact: true }).inputValue()).toBe('Asha Reddy');
    const newPhoto = await page.getByRole('img', { name: 'Your pet’s photo' }).getAttribute('src');
    expect(newPhoto).toMatch(/^\/admin\/uploads\/.+\.webp$/);
    expect(newPhoto).not.toBe(savedPhoto);
    expect((await page.request.get(newPhoto!)).ok()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails({ ownerName: 'Rohit Sharma' });
    await registerCustomer(context.request, c);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Email address', exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => dialog.getByText(MSG.resetEmailInvalid).isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Email address', exact: true }).fill(c.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await sawToast(page, /a link to reset the password is on its way/);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The first email was the welcome; the reset link comes in its own.
    const resetEmail = () => emailsTo(c.email).find((m) => m.includes(`${baseUrl()}/reset-password#token=`));
    await expect.poll(resetEmail).toBeTruthy();
    const link = linkIn(resetEmail()!, `${baseUrl()}/reset-password#token=`);
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => errorText(page, MSG.passwordTooShort).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-42');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('new-secret-43');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => errorText(page, MSG.passwordMismatch).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('new-secret-42');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your password has been changed' }).isVisible()).toBe(true);

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await logInThroughForm(page, c.mobile, c.password);
    await expect.poll(() => page.locator('.form-alert').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-secret-42');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await sawToast(page, `Welcome back, ${c.ownerName}!`);

    // The link works once: opened again it says so and offers a new one.
    await page.goto(link!);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-secret-1');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('another-secret-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('This reset link is invalid or has expired. Please ask for a new one.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Reset your password' }).isVisible()).toBe(true);
    await context.close();
  });

  it('asks a visitor to log in on the account pages and brings them back', async () => {
    const { page, context } = await newShopper(browser);
    const c = newCustomerDetails();
    await registerCustomer(context.request, c);

    for (const path of ['/profile', '/orders']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name: 'Please log in to continue' }).isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page.goto('/address');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?next=%2Faddress');
    await logInThroughForm(page, c.mobile, c.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/address');
    await expect.poll(() => page.getByRole('heading', { name: 'Save your addresses now' }).isVisible()).toBe(true);
    await context.close();
  });
});
