import { describe, expect, inject, it } from 'vitest';
import { openPage, shot, useBrowser, viewShot } from './support/browser.ts';
import { SMALL_PHONE, scrollToBlock, WIDE } from './support/screen.ts';
import { demoMemberSession, openAt, openIn } from './support/session.ts';

const baseUrl = inject('baseUrl');
/** One sign-in through the login popup for the file; its other pages reuse that session. */
const signInDemo = demoMemberSession();

/** WCAG contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lin = (c = 0) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('layout on phones and wide screens', () => {
  const browser = useBrowser();

  it('shows the balance with refresh in the phone header and navigates by the bottom tabs', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await openIn(browser(), theme, true, theme === 'dark' ? '198.51.100.81' : '198.51.100.82');
      await page.setViewportSize(SMALL_PHONE);
      await signInDemo(page);
      const header = page.getByTestId('header');
      const value = header.getByTestId('header-balance-value');
      await value.waitFor({ state: 'visible' });
      await expect.poll(() => value.textContent()).toMatch(/^\d[\d,]*\.\d\d$/);
      const refresh = header.getByRole('button', { name: 'Refresh balance' });
      expect(await refresh.isVisible()).toBe(true);
      await refresh.click();
      await expect.poll(() => value.textContent()).toMatch(/^\d[\d,]*\.\d\d$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const tabs = page.getByRole('navigation', { name: 'Main sections' });
      expect(await tabs.isVisible()).toBe(true);
      await viewShot(page, `layout-phone-member-${theme}`);
      if (theme === 'dark') {
        // The demo brand has no outside desk: its own button opens the built-in support chat.
        await page.getByTestId('phone-support-button').click();
        const chat = page.getByRole('dialog', { name: 'Support chat' });
        await chat.getByRole('textbox', { name: 'Your message' }).waitFor();
        await viewShot(page, 'layout-phone-support-chat-dark');
        await page.keyboard.press('Escape');
        await chat.waitFor({ state: 'detached' });
      }
      await tabs.getByRole('link', { name: 'Games' }).click();
      await page.waitForURL(/\/hot$/);
      // The router renders the next page in a transition: on a busy machine that outlasts the URL change.
      await page.getByTestId('lobby-page').waitFor();
      await expect
        .poll(() => tabs.getByRole('link', { name: 'Games' }).getAttribute('aria-current'), {
          timeout: 15_000,
        })
        .toBe('page');
      await tabs.getByRole('link', { name: 'Lottery' }).click();
      await page.waitForURL(/\/lotteryCenter$/);
      await page.getByTestId('lottery-tiles').waitFor();
      await expect
        .poll(() => tabs.getByRole('link', { name: 'Lottery' }).getAttribute('aria-current'), {
          timeout: 15_000,
        })
        .toBe('page');
      await viewShot(page, `layout-phone-tabs-lottery-${theme}`);
      await tabs.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      // The URL changes before the transition renders the page, and the new page then opens at its top.
      await page.getByTestId('home-page').waitFor();

      // The tab bar never hides the end of the page: at the very bottom the footer's last line
      // clears it. Measured without waiting: the footer is built only once the visitor nears it, so
      // each try scrolls again (lazy sections still lengthen the page, the new page may reset it).
      const clears = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const copyright = document.querySelector('[data-testid="copyright"]')?.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="bottom-nav"]')?.getBoundingClientRect();
          return copyright !== undefined && bar !== undefined && copyright.bottom <= bar.top;
        });
      await expect.poll(clears, { timeout: 15_000 }).toBe(true);
      await viewShot(page, `layout-phone-footer-${theme}`);

      await tabs.getByRole('button', { name: 'Deposit' }).click();
      await page.getByTestId('member-centre-dialog').waitFor();
      await page.context().close();
    }
  }, 120_000);

  it('hides the bottom tabs on wide screens', async () => {
    const page = await openAt(browser(), 'dark', WIDE);
    await page.goto(baseUrl);
    await page.getByTestId('header').waitFor();
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    await page.context().close();
  });

  // Retried: on a loaded two-core machine the home page's sections sometimes settle after the back
  // navigation's restore window; a retry that fails too is a real regression.
  it('opens a new page at its top and returns to the old position on back', { retry: 2 }, async () => {
    const page = await openAt(browser(), 'dark', SMALL_PHONE);
    await page.goto(baseUrl);
    // The blocks below the first screen are built as the visitor scrolls down past them.
    await scrollToBlock(page, 'lottery-tiles');
    // The lottery tabs read in full on a phone ('North', not 'No…').
    const tabs = page.getByTestId('lottery-tabs').getByRole('tab');
    for (const tab of await tabs.all()) {
      const label = await tab.textContent();
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `tab ${label}`).toBe(true);
    }
    const footer = await scrollToBlock(page, 'footer');
    // Sections above (banners, notices, provider logos) fill in after the page opens and the
    // browser's scroll anchoring follows them: measure the position once the page is still, at
    // its very end first (every block built), then at the link.
    const still = () => page.evaluate(() => `${document.body.scrollHeight}:${window.scrollY}`);
    const settles = async (scroll: () => Promise<void>) => {
      await scroll();
      const first = await still();
      await page.waitForTimeout(500);
      return first === (await still());
    };
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => settles(toEnd), { timeout: 15_000 }).toBe(true);
    const promotions = footer.getByRole('link', { name: 'Promotions' });
    await expect
      .poll(() => settles(() => promotions.scrollIntoViewIfNeeded()), { timeout: 15_000 })
      .toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await promotions.click();
    await page.waitForURL(/\/promotions$/);
    await page.getByTestId('promotions-page').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    // Its filter chips scroll inside the page's margins: the page is no wider than the phone.
    await page.getByRole('tablist', { name: 'Promotion categories' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      SMALL_PHONE.width,
    );

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before), { timeout: 10_000 })
      .toBeLessThan(2);

    // The lottery page from the tab bar, scrolled, then another section: it starts at the top.
    await page.goto(`${baseUrl}/vnLottery?gameCode=vnfast-45s`);
    await page.getByTestId('vn-builder').waitFor();
    await page.evaluate(() => window.scrollTo(0, 800));
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Games' })
      .click();
    await page.waitForURL(/\/hot$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  it('brings the code of home blocks below a phone screen only as the visitor scrolls to them', async () => {
    const page = await openAt(browser(), 'light', SMALL_PHONE);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // The QR encoder's code is the only script that names this function of the library.
    const qrEncoderFetched = async () =>
      (await Promise.all(scripts)).some((text) => text.includes('stringToBytes'));

    await page.goto(baseUrl);
    // The download block's place is held below the rows, and the screen has settled around it.
    await page.getByTestId('near-home-download').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    expect(await qrEncoderFetched()).toBe(false);

    const download = await scrollToBlock(page, 'home-download');
    await download
      .getByRole('img', { name: /^QR code/ })
      .first()
      .waitFor();
    expect(await qrEncoderFetched()).toBe(true);
    await scrollToBlock(page, 'help-tabs');
    await viewShot(page, 'home-download-phone-light');
    await page.context().close();
  });

  it('keeps the page when the code of a block below it cannot be fetched, and says so in its place', async () => {
    // A service worker would fetch the code itself, out of the journey's sight: none here.
    const page = await openPage(browser(), {
      viewport: SMALL_PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    // The connection drops each time the footer's code is asked for. The site first loads the page
    // again once (a deploy may have replaced the code), then says so in the footer's place.
    await page.route(/\/assets\/footer-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(baseUrl);
    await page.getByTestId('home-page').waitFor();
    const failed = page.getByRole('alert').filter({ hasText: "This part of the page didn't load" });
    // The notice shows at once and stays only after that one reload (it may show for a moment on
    // the first load, before the reload replaces the page): the reloaded page is the one read.
    await expect
      .poll(
        async () => {
          const reloaded = await page
            .evaluate(() => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
              return entry?.type === 'reload';
            })
            .catch(() => false);
          return reloaded ? failed.count() : 0;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await failed.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    expect(await page.getByTestId('home-page').isVisible()).toBe(true);
    await failed.scrollIntoViewIfNeeded();
    // The footer runs edge to edge; the notice in its place keeps the page's side margins.
    const box = await failed.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(8);
    expect(SMALL_PHONE.width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeGreaterThanOrEqual(8);
    await viewShot(page, 'block-load-failed-phone');
    await page.context().close();
  });

  it('shows /helpmc readably in the light theme', async () => {
    for (const size of [SMALL_PHONE, WIDE]) {
      const page = await openAt(browser(), 'light', size);
      await page.goto(`${baseUrl}/helpmc`);
      const bare = page.getByTestId('help-bare-page');
      await bare.locator('section').first().waitFor();
      const colours = await page.evaluate(() => {
        const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
        const main = document.querySelector('[data-testid="help-bare-page"]');
        return {
          body: css(document.body)?.backgroundColor ?? '',
          page: css(main?.parentElement ?? null)?.backgroundColor ?? '',
          heading: css(main?.querySelector('h1') ?? null)?.color ?? '',
          card: css(main?.querySelector('section') ?? null)?.backgroundColor ?? '',
          cardHeading: css(main?.querySelector('section h2') ?? null)?.color ?? '',
        };
      });
      // A light page behind light cards, and dark headings on both.
      expect(contrast(colours.body, 'rgb(255, 255, 255)')).toBeLessThan(1.5);
      expect(contrast(colours.page, 'rgb(255, 255, 255)')).toBeLessThan(1.5);
      expect(contrast(colours.heading, colours.page)).toBeGreaterThan(7);
      expect(contrast(colours.cardHeading, colours.card)).toBeGreaterThan(7);
      await shot(page, `helpmc-${size.width}-light`);
      await page.context().close();
    }
  });
});
