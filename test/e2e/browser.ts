import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve('test-results/screenshots');

/** Headless Debian Chromium with the flags this machine needs (closed network, root). */
export const launch = (opts: { map?: boolean } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic',
      ...(opts.map ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : []),
    ],
  });

export const phonePage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'it-IT', timezoneId: 'Europe/Rome', reducedMotion: 'reduce' });
  return context.newPage();
};

export const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};
