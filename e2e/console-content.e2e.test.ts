import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser, viewShot } from './support/browser.ts';
import { idCardPng } from './support/id-card-png.ts';
import type { Theme } from './support/session.ts';
import { enrolStaff, staffSession } from './support/staff-sign-in.ts';

const baseUrl = inject('baseUrl');
const STAFF_IP = '203.0.113.92';
/** The demo brand's content operator (seeded with the role content). */
const CONTENT = { username: 'content', password: 'Content@1234' } as const;
const WIDE = { width: 1440, height: 900 };

async function openScreen(page: Page, name: string, heading = name) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

let contentSecret: string | undefined;
/** The content operator's session, enrolling their authenticator once per run. */
async function contentToken() {
  contentSecret ??= await enrolStaff(baseUrl, CONTENT);
  return staffSession(baseUrl, contentSecret, CONTENT);
}

/** The console in a 1440 px tab already signed in with `token`, in `theme`. */
async function openConsole(browser: Browser, theme: Theme, token: string) {
  const page = await openPage(browser, { viewport: WIDE });
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': STAFF_IP });
  await page.addInitScript(
    ([th, t]) => {
      localStorage.setItem('pf.console.theme', th);
      sessionStorage.setItem('pf.console.token', t);
    },
    [theme, token] as const,
  );
  await page.goto(`${baseUrl}/bo`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

/** Each content screen of the console in `theme`, one screenshot a screen. */
async function shootScreens(page: Page, theme: Theme) {
  await openScreen(page, 'Banners');
  const table = page.getByRole('table', { name: 'Banners' });
  await table.waitFor();
  const drawn = () =>
    table
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
  await expect.poll(drawn, { timeout: 15_000 }).toBeGreaterThan(0);
  await shot(page, `console-banners-1440-${theme}`);
  await openScreen(page, 'Notices & popups', 'Notices and popups');
  await page.getByRole('table', { name: 'Notices and ticker' }).waitFor();
  await shot(page, `console-notices-1440-${theme}`);
  await openScreen(page, 'Help centre');
  await page.getByRole('table', { name: 'Help centre' }).waitFor();
  await shot(page, `console-help-1440-${theme}`);
  await openScreen(page, 'Site links');
  await page.getByRole('region', { name: 'App downloads' }).waitFor();
  await shot(page, `console-site-links-1440-${theme}`);
}

async function publishBanner(page: Page, title: string) {
  await openScreen(page, 'Banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  const form = page.getByRole('form', { name: 'New banner' });
  await form.getByLabel('Title').fill(title);
  const png = idCardPng([220, 38, 38]);
  await form.getByLabel('Image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'),
  });
  await form.getByTestId('banner-frame-375').getByRole('img', { name: title }).waitFor();
  await form.getByTestId('banner-frame-1440').getByRole('img', { name: title }).waitFor();
  await viewShot(page, 'console-banner-preview-1440-dark');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText(`Saved “${title}”.`).waitFor();
  await page.getByRole('table', { name: 'Banners' }).getByText(title).waitFor();
}

async function publishPopup(page: Page, title: string) {
  await openScreen(page, 'Notices & popups', 'Notices and popups');
  await page.getByRole('tab', { name: 'Popups' }).click();
  await page.getByRole('button', { name: 'New popup' }).click();
  const form = page.getByRole('form', { name: 'New popup' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Spin the new wheel before Sunday.');
  await form.getByLabel('Who sees it').selectOption('all');
  await viewShot(page, 'console-popup-form-1440-dark');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText(`Saved “${title}”.`).waitFor();
  await page.getByRole('table', { name: 'Popups' }).getByText(title).waitFor();
}

describe('content in the console', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  it('content staff publish a banner and a popup, and a visitor sees both on the site', async () => {
    const token = await contentToken();
    const tag = Date.now().toString(36).slice(-5);
    const bannerTitle = `Wheel week ${tag}`;
    const popupTitle = `Lucky wheel ${tag}`;
    const dark = await openConsole(browser(), 'dark', token);
    await shootScreens(dark, 'dark');
    await publishBanner(dark, bannerTitle);
    await publishPopup(dark, popupTitle);
    await dark.context().close();
    const light = await openConsole(browser(), 'light', token);
    await shootScreens(light, 'light');
    await light.context().close();

    const site = await openPage(browser(), { viewport: WIDE }, { siteNotices: true });
    try {
      await site.goto(baseUrl);
      await site
        .getByRole('dialog', { name: 'Before you enter' })
        .getByRole('button', { name: 'I confirm and enter' })
        .click();
      const popup = site.getByRole('dialog', { name: popupTitle });
      await popup.getByText('Spin the new wheel before Sunday.').waitFor();
      await viewShot(site, 'console-content-site-popup-1440');
      await popup.getByRole('button', { name: 'Got it' }).click();
      const banner = site
        .locator('section[aria-roledescription="carousel"]')
        .getByRole('img', { name: bannerTitle });
      await expect.poll(() => banner.count()).toBe(1);
    } finally {
      await site.context().close();
      // What the journey published leaves the site again, so the other journeys see the seeded content.
      const call = apiFrom<{ id: number; title: string }[]>(STAFF_IP);
      const banners = await call('/bo/api/content/banners?language=EN', { token });
      const notices = await call('/bo/api/content/notices?language=EN&kind=popup', { token });
      for (const b of banners.value.filter((x) => x.title === bannerTitle))
        await call(`/bo/api/content/banners/${b.id}`, { method: 'DELETE', token });
      for (const n of notices.value.filter((x) => x.title === popupTitle))
        await call(`/bo/api/content/notices/${n.id}`, { method: 'DELETE', token });
    }
  });
});
