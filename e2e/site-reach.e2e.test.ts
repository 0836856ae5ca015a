import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewShot } from './support/browser.ts';
import { scrollToBlock } from './support/screen.ts';
import { openIn, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const SIZES = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
] as const;

/** On a phone the side bar is a drawer behind the menu button. */
async function sideBar(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /menu/i }).first().click();
  return page.getByTestId('side-bar');
}

async function chooseLanguage(page: Page, phone: boolean, code: string) {
  const bar = await sideBar(page, phone);
  await bar.getByTestId('language-menu').getByRole('button').first().click();
  await page.getByTestId(`language-option-${code}`).click();
  if (phone) await page.keyboard.press('Escape');
}

describe('app download and languages', () => {
  const browser = useBrowser();

  it('opens the download modal with its QR codes, then reads in Vietnamese and right to left in Arabic', async () => {
    for (const theme of ['dark', 'light'] as Theme[]) {
      for (const size of SIZES) {
        const phone = size.width < 768;
        const page = await openIn(browser(), theme, phone);
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(baseUrl);
        await page.getByTestId('home-page').waitFor();

        // The download modal: each app's QR code at 100 px, drawn in the page.
        const bar = await sideBar(page, phone);
        await bar.getByRole('button', { name: 'App download' }).click();
        const dialog = page.getByRole('dialog', { name: 'Download the app' });
        await dialog.waitFor();
        const codes = dialog.getByRole('img', { name: /^QR code/ });
        expect(await codes.count()).toBe(3);
        for (const box of await codes.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
          expect(box).toBe(100);
        }
        await viewShot(page, `download-modal-${theme}-${size.name}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        await chooseLanguage(page, phone, 'VI');
        await page.getByTestId('login-button').filter({ hasText: 'Đăng nhập' }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
        await viewShot(page, `language-vi-${theme}-${size.name}`);

        await chooseLanguage(page, phone, 'AR');
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        if (!phone) {
          // The side bar moves to the right-hand edge, in view; the page still fits the window.
          const box = await page.getByTestId('side-bar').boundingBox();
          expect(box?.x).toBeGreaterThan(size.width / 2);
          expect(box && box.x + box.width).toBeLessThanOrEqual(size.width + 1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await viewShot(page, `language-ar-rtl-${theme}-${size.name}`);
        // The footer: provider logos from the catalog, the brand's links, mirrored too.
        // It is built, and its logos load, as a reader scrolls down to it.
        const footer = await scrollToBlock(page, 'footer');
        await footer.getByRole('img').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await viewShot(page, `footer-ar-rtl-${theme}-${size.name}`);
        // /down in the same language and direction: every app with its code at 143 px.
        await page.goto(`${baseUrl}/down`);
        const down = page.getByTestId('download-page');
        await down.waitFor();
        const big = await down
          .getByRole('img', { name: /^QR code/ })
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
        expect(big).toEqual([143, 143, 143]);
        // The site brings back the last scroll position of a page; the shot is of the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await viewShot(page, `download-page-ar-${theme}-${size.name}`);
        await page.context().close();
      }
    }
    // Four fresh pages, each with four screens and five shots: longer than one journey.
  }, 180_000);
});
