import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, shot, useBrowser, viewShot } from './support/browser.ts';
import { E2E_HOSTS, MAINTENANCE } from './support/fixtures.ts';
import { scrollToBlock } from './support/screen.ts';

const baseUrl = inject('baseUrl');
const port = inject('port');
const hostUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

describe('player site shell', () => {
  const browser = useBrowser();

  it('renders the home frame: header, side menu, banner slot, content and footer', async () => {
    const page = await openPage(browser());
    await page.goto(baseUrl);
    for (const id of ['header', 'side-bar', 'banner-slot']) {
      await page.getByTestId(id).first().waitFor({ state: 'visible' });
    }
    // The footer is built as the visitor scrolls down to it.
    await scrollToBlock(page, 'footer');
    await expect(page.getByTestId('footer').textContent()).resolves.toContain('2024-2050');
    await expect(page.getByTestId('register-button').count()).resolves.toBe(1);
    await shot(page, 'home-desktop-dark');
    await page.context().close();
  });

  it('draws the first banner before any script has run, where the frame then draws it (phone)', async () => {
    const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
    // The page as the server sends it, its scripts held back: the banner is on screen already.
    const bare = await openPage(browser(), phone);
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto(baseUrl);
    const drawn = bare.locator('#first-banner img.boot-banner');
    await expect
      .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const early = await drawn.boundingBox();
    await viewShot(bare, 'home-before-scripts-375');
    await bare.context().close();

    // With its scripts, the frame draws the banner in the same place at the same size.
    const page = await openPage(browser(), phone);
    await page.goto(baseUrl);
    const banner = page.locator('[data-testid="banner-slot"] img').first();
    await banner.waitFor();
    const late = await banner.boundingBox();
    // Drawn by the frame, the server's copy over it has gone.
    await expect.poll(() => page.locator('#first-banner').count()).toBe(0);
    expect(early).not.toBeNull();
    expect(late).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((late?.[side] ?? 0) - (early?.[side] ?? -9)), side).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });

  it('switches theme and keeps it after a reload', async () => {
    const page = await openPage(browser());
    await page.goto(baseUrl);
    await page.getByTestId('theme-toggle').first().waitFor();
    const before = await page.evaluate(() => localStorage.getItem('theme') ?? 'dark');
    await page.getByTestId('theme-toggle').first().click();
    const after = await page.evaluate(() => localStorage.getItem('theme'));
    expect(after).not.toBe(before);
    expect(['dark', 'light']).toContain(after);
    await page.reload();
    await page.getByTestId('header').first().waitFor();
    const htmlTheme = await page.evaluate(
      () =>
        document.documentElement.dataset.theme ??
        (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    );
    expect(htmlTheme).toBe(after);
    await shot(page, `home-desktop-${after}`);
    await page.context().close();
  });

  it('switches language, storing lang and hisLang, and translates the page', async () => {
    const page = await openPage(browser());
    await page.goto(baseUrl);
    const login = page.getByTestId('login-button').first();
    await login.waitFor();
    const english = (await login.textContent())?.trim();
    await page.getByTestId('language-menu').first().click();
    await page.getByTestId('language-option-VI').first().click();
    // The language's texts load on demand, behind the home page's own loading on a busy machine.
    await expect.poll(async () => (await login.textContent())?.trim(), { timeout: 15_000 }).not.toBe(english);
    const stored = await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]);
    expect(stored).toEqual(['VI', 'EN']);
    expect(await page.evaluate(() => document.documentElement.lang.toLowerCase())).toMatch(/^vi/);
    await page.reload();
    await login.waitFor();
    expect((await login.textContent())?.trim()).not.toBe(english);
    await page.context().close();
  });

  it('fits a phone-sized screen', async () => {
    const page = await openPage(browser(), { viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(baseUrl);
    await page.getByTestId('header').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'home-phone');
    await page.context().close();
  });

  it('shows a not-found page for unknown routes', async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found-page').waitFor();
    await shot(page, 'not-found');
    await page.context().close();
  });

  it('shows the maintenance page when the brand is under maintenance (status 1)', async () => {
    const page = await openPage(browser(), { extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    await page.goto(hostUrl(E2E_HOSTS.maintenance));
    const maint = page.getByTestId('maintenance-page');
    await maint.waitFor();
    const text = await maint.textContent();
    expect(text).toContain(MAINTENANCE.title);
    expect(text).toContain(MAINTENANCE.message);
    await page.getByTestId('refresh-button').waitFor();
    await page.getByTestId('cs-button').first().waitFor();
    // Maintenance wins over the region restriction this US address would also trigger.
    expect(await page.getByTestId('region-restricted-page').count()).toBe(0);
    await shot(page, 'maintenance');
    await page.context().close();
  });

  it('shows only the customer-service button on the region-restricted page (status 2)', async () => {
    const page = await openPage(browser(), { extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    await page.goto(hostUrl(E2E_HOSTS.restricted));
    const restricted = page.getByTestId('region-restricted-page');
    await restricted.waitFor();
    expect(await restricted.locator('button, a').count()).toBe(1);
    await restricted.getByTestId('cs-button').waitFor();
    await shot(page, 'region-restricted');
    await page.context().close();
  });

  it('lets a visitor from an allowed country in on the same brand', async () => {
    const page = await openPage(browser(), { extraHTTPHeaders: { 'x-forwarded-for': '1.53.0.1' } });
    await page.goto(hostUrl(E2E_HOSTS.restricted));
    await page.getByTestId('header').first().waitFor();
    expect(await page.getByTestId('region-restricted-page').count()).toBe(0);
    await page.context().close();
  });

  it('sends visitors to /login when the brand requires a login (guard)', async () => {
    const page = await openPage(browser());
    await page.goto(hostUrl(E2E_HOSTS.guarded, '/hot'));
    await page.waitForURL(/\/login$/);
    await page.goto(hostUrl(E2E_HOSTS.guarded, '/register'));
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.context().close();
  });
});
