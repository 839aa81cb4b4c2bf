import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** What a copy from Google Docs puts on the clipboard: a bold wrapper that is not bold, styles, a script. */
const GOOGLE_DOCS_COPY =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700;color:#0b5394">Vet approved</span><span style="font-family:Arial"> in India</span></p><script>alert(1)</script></b>';

const EXPECTED =
  '<h2>Why dogs love it</h2><p>Soft chews with <strong>colostrum</strong> for joints.</p><ul><li>Easier walks</li><li>Shinier coat</li></ul>' +
  '<p>Ask <a href="https://vet.example/joints" rel="noopener nofollow">our vet</a></p><p><strong>Vet approved</strong> in India</p>';

describe('the product details editor', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const width = VIEWPORTS[viewport].width;
    it(`at ${width} px the owner formats the details, saves, and the product page shows the same formatting`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      await page.goto('/admin');
      await logInToAdmin(page);
      await until(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
      const product = await createProduct(page, { name: `Editor chews ${width} ${Date.now().toString(36)}`, description: 'Made for the editor test' });
      await page.goto(`/admin/products/${product.id}`);

      const editor = page.getByRole('textbox', { name: 'Details', exact: true });
      const toolbar = page.getByRole('toolbar', { name: 'Details: formatting' });
      const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
      const pressed = (name: string) => until(() => tool(name).getAttribute('aria-pressed'));
      // Typed text reaches the editor's document through the browser's input events; the next step waits for it to show.
      const type = async (text: string) => {
        await page.keyboard.type(text);
        await until(() => editor.textContent()).toContain(text.trim());
      };
      await editor.click();
      await type('Why dogs love it');
      await tool('H2 heading').click();
      await pressed('H2 heading').toBe('true');
      await until(() => editor.innerHTML()).toContain('<h2>Why dogs love it</h2>');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await type('Soft chews with ');
      await page.keyboard.press('Control+b');
      await type('colostrum');
      await pressed('Bold').toBe('true');
      await page.keyboard.press('Control+b');
      await pressed('Bold').toBe('false');
      await type(' for joints.');
      await page.keyboard.press('Enter');
      await tool('Bulleted list').click();
      await pressed('Bulleted list').toBe('true');
      await type('Easier walks');
      await page.keyboard.press('Enter');
      await type('Shinier coat');
      await until(() => editor.locator('li').count()).toBe(2);
      // Enter on an empty item leaves the list.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await pressed('Bulleted list').toBe('false');
      await type('Ask our vet');
      for (let i = 0; i < 'our vet'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await until(() => page.evaluate(() => window.getSelection()?.toString())).toBe('our vet');
      await tool('Link').click();
      // Only web, mail and phone addresses are links.
      await page.getByLabel('Link address').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Apply link' }).click();
      await until(() => page.getByText('Links may go to http, https, mailto or tel addresses only').isVisible()).toBe(true);
      await page.getByLabel('Link address').fill('https://vet.example/joints');
      await page.getByLabel('Link address').press('Enter');
      await until(() => editor.locator('a[href="https://vet.example/joints"]').textContent()).toBe('our vet');
      // The form closes, the focus is back in the text, and the cursor after the link.
      await until(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
      await until(() => page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);

      // Pasted from Google Docs: only allowed tags come out.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await editor.evaluate((el, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'Vet approved in India');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, GOOGLE_DOCS_COPY);
      await until(() => editor.locator('strong', { hasText: 'Vet approved' }).isVisible()).toBe(true);

      // The toolbar is one tab stop before the text; arrow keys move along it.
      await editor.focus();
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bold');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');

      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await sawToast(page, /^Product ".*" saved$/);
      await until(() => editor.innerHTML()).toContain('<h2>Why dogs love it</h2>');
      await editor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join('screenshots', `admin-details-editor-${width}.png`) });

      // What the owner saw is what the shopper sees.
      await page.goto(`/products/${product.slug}`);
      const details = page.locator('.product-html');
      await until(() => details.innerHTML()).toBe(EXPECTED);
      await details.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join('screenshots', `product-details-formatted-${width}.png`) });
      await context.close();
    }, 180_000);
  }
});
