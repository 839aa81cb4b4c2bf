import { chromium, type Browser } from 'playwright-core';

const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, driven by playwright-core (its own browser download cannot run here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROME_FLAGS });
}

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } } as const;
