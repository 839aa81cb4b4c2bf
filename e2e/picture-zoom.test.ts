import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('a product picture, at %s width', (viewport) => {
  it('zooms in on a tap, steps through the pictures by button and arrow key, and closes back to the picture', async () => {
    const { page, context } = await newShopper(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products/daily-multi-chewable-tablets');
    const picture = page.getByRole('button', { name: /^Zoom into Daily Multi Chewable Tablets, picture 1 of \d+$/ });
    await picture.click();
    const dialog = page.getByRole('dialog', { name: /^Daily Multi Chewable Tablets, picture 1 of \d+$/ });
    await until(() => dialog.isVisible()).toBe(true);
    await until(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join('screenshots', `picture-zoom-${VIEWPORTS[viewport].width}.png`) });

    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await until(() => page.getByRole('dialog', { name: /picture 2 of/ }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await until(() => page.getByRole('dialog', { name: /picture 1 of/ }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await until(() => page.getByRole('dialog', { name: /picture 2 of/ }).isVisible()).toBe(true);

    // Escape closes it; the gallery shows the picture last seen, and the focus is back on it.
    await page.keyboard.press('Escape');
    await until(() => page.getByRole('dialog').count()).toBe(0);
    const now = page.getByRole('button', { name: /^Zoom into Daily Multi Chewable Tablets, picture 2 of \d+$/ });
    await until(() => now.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
