import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, viewShot } from './support/browser.ts';
import { openIn } from './support/session.ts';

const baseUrl = inject('baseUrl');
const webRoot = inject('webRoot');
const webBuild = inject('webBuild');

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * What a deploy does to a running site: every hashed file gets a new name (and the old ones are
 * gone), the page and the service worker point at the new ones.
 */
function deployNewBuild(root: string) {
  for (const path of filesUnder(root)) if (/\.(br|gz)$/.test(path)) rmSync(path);
  const assets = join(root, 'assets');
  const renames = readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'n2$1')] as const);
  for (const path of filesUnder(root)) {
    if (!/\.(html|js|css|json|webmanifest)$/.test(path)) continue;
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeFileSync(path, text);
  }
  for (const [from, to] of renames) {
    cpSync(join(assets, from), join(assets, to));
    rmSync(join(assets, from));
  }
}

async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit installs the worker; it takes the open page over (clients.claim) at once.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 10_000 })
    .toMatch(/\/sw\.js$/);
}

describe('the installable site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // Later journeys get the build as it was made.
    rmSync(webRoot, { recursive: true, force: true });
    cpSync(webBuild, webRoot, { recursive: true });
  });

  it('installs with a manifest and shows the frame from its cache when the network is gone', async () => {
    const page = await openIn(browser, 'dark', true, '198.51.100.120');
    await page.goto(baseUrl);
    await page.getByTestId('header').first().waitFor();
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(manifestUrl ?? '', baseUrl))).json();
    expect(manifest).toMatchObject({ name: 'Lucky Lotus', display: 'standalone' });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Lucky Lotus');
    // The page's icon is a PNG: Chromium draws an SVG icon in a document of its own on the page's
    // main thread.
    const icon = await fetch(
      new URL((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '', baseUrl),
    );
    expect(icon.headers.get('content-type')).toBe('image/png');
    // The entry and the framework are compiled off the main thread while they download.
    const entry = await page.locator('script[type="module"]').first().getAttribute('src');
    const framework = await page.locator('link[rel="modulepreload"][href*="framework"]').getAttribute('href');
    for (const script of [entry, framework]) {
      const text = await (await fetch(new URL(script ?? '', baseUrl))).text();
      expect(text.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    }
    await serviceWorkerInControl(page);

    await page.context().setOffline(true);
    await page.reload();
    // The cached shell boots; with no API to reach the app says so and offers to try again.
    await page.getByTestId('app-error').waitFor();
    await viewShot(page, 'installable-offline-phone-dark');
    await page.context().setOffline(false);
    await page.getByTestId('retry-button').click();
    await page.getByTestId('header').first().waitFor();
    await page.context().close();
  }, 60_000);

  it("sends the banner and a lobby's tiles as WebP at the width a phone shows them", async () => {
    const page = await openIn(browser, 'dark', true, '198.51.100.122');
    const types = new Map<string, string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image')
        types.set(new URL(r.url()).pathname + new URL(r.url()).search, r.headers()['content-type'] ?? '');
    });
    const shown = async (holder: ReturnType<Page['locator']>) => {
      // A tile's picture is fetched when its tile comes near the screen, as a player scrolls to it;
      // what earlier journeys added above the lobby can push the first tile below a phone's screen.
      // Until then the tile holds a placeholder that the picture replaces, so the holder is what is
      // scrolled to and the picture is looked up afresh on each try.
      const img = holder.locator('img').first();
      await expect
        .poll(
          async () => {
            await holder.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
            return img
              .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0, undefined, {
                timeout: 2_000,
              })
              .catch(() => false);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      return img.evaluate(async (el: HTMLImageElement) => {
        const url = new URL(el.currentSrc);
        // With a srcset the element reports its size scaled to the slot; a plain copy reports the
        // picture's own pixels.
        const copy = new Image();
        copy.src = el.currentSrc;
        await copy.decode();
        return { src: url.pathname + url.search, natural: copy.naturalWidth, shown: el.clientWidth };
      });
    };
    await page.goto(baseUrl);
    // A 375 px phone at 1x: the banner fills the width, so the 480 px drawing is the one it needs.
    const banner = await shown(page.getByRole('region', { name: 'Featured' }));
    expect(banner.src).toMatch(/^\/wps\/content\/images\/[0-9a-f-]{36}\?w=480$/);
    expect(banner.natural).toBe(480);
    expect(types.get(banner.src)).toBe('image/webp');
    await viewShot(page, 'pictures-home-phone-dark');

    await page.goto(`${baseUrl}/rng`);
    const tile = await shown(page.getByTestId('game-tile').first());
    expect(tile.src).toMatch(/^\/static\/games\/\d+\.svg\?w=160$/);
    expect(tile.natural).toBe(160);
    expect(tile.shown).toBeLessThanOrEqual(160);
    expect(types.get(tile.src)).toBe('image/webp');
    await page.context().close();
  }, 60_000);

  it('keeps working when a new build replaces the chunks an open page was loaded with', async () => {
    const page = await openIn(browser, 'light', false, '198.51.100.121');
    await page.goto(baseUrl);
    await page.getByTestId('header').first().waitFor();
    await serviceWorkerInControl(page);
    await page.evaluate(() => {
      (window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true;
    });

    deployNewBuild(webRoot);
    // The help page's chunk of the old build is gone: the app loads the page again, on the new build.
    await page.locator('a[href="/help"]:visible').first().click();
    await page.waitForURL(/\/help$/);
    await page.getByTestId('help-page').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false);
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="module"]'), (s) => s.getAttribute('src')),
    );
    expect(scripts.every((src) => src?.includes('n2.js'))).toBe(true);
    await viewShot(page, 'installable-after-deploy-desktop-light');
    await page.context().close();
  }, 60_000);
});
