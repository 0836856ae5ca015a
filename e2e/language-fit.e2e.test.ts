import { readFileSync } from 'node:fs';
import { LANGUAGE_TAGS } from '@pf/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser, viewShot } from './support/browser.ts';
import { SMALL_PHONE, WIDE } from './support/screen.ts';
import { openAt, type Theme } from './support/session.ts';

// The lottery's names, countdowns, keno confirm and the tab bar fit in every language of the site;
// the layout's other checks are layout.e2e.test.ts.
const baseUrl = inject('baseUrl');
const LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'] as const;
type Language = (typeof LANGUAGES)[number];
const TAB_BAR_ITEMS = '[data-testid="bottom-nav"] a, [data-testid="bottom-nav"] button';

/** Both themes are read across the languages: English and Vietnamese light, the others dark. */
const themeOf = (lang: Language): Theme => (lang === 'EN' || lang === 'VI' ? 'light' : 'dark');

/** A text of the site as the language's bundle words it, to find a control by its name. */
function siteText(lang: Language, key: string): string {
  const file = new URL(`../apps/web/src/locales/${lang.toLowerCase()}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node;
}

/**
 * Switches the open page to `lang` and its theme as a visitor does: the language from the side
 * bar's menu (a drawer behind the menu button on a phone), the theme by the header's toggle. The
 * site changes both without a reload; every text on it reads in `lang` once <html lang> says so,
 * since the texts re-render in the same turn as the change.
 */
async function switchLanguage(page: Page, phone: boolean, lang: Language) {
  const shownTag = await page.evaluate(() => document.documentElement.lang);
  const current = LANGUAGES.find((l) => LANGUAGE_TAGS[l] === shownTag) ?? 'EN';
  const bar = page.getByTestId('side-bar');
  if (phone) await page.getByRole('button', { name: siteText(current, 'nav.openMenu'), exact: true }).click();
  await bar.getByTestId('language-menu').getByRole('button').first().click();
  await page.getByTestId(`language-option-${lang}`).click();
  if (phone) {
    await page.keyboard.press('Escape');
    // Polled often: the drawer slides away in 300 ms, and a locator's own wait looks again only
    // every half second by then.
    await expect.poll(() => bar.isVisible(), { timeout: 10_000, interval: 50 }).toBe(false);
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_TAGS[lang]);
  const toggle = page.getByTestId('theme-toggle');
  if ((await toggle.getAttribute('data-theme')) !== themeOf(lang)) {
    await toggle.click();
    await page.locator(`[data-testid="theme-toggle"][data-theme="${themeOf(lang)}"]`).waitFor();
  }
}

/**
 * Switches the lottery lobby to `lang` and waits for its tiles to show the names the server gives
 * in that language (the menus are asked for again in the new language).
 */
async function readLobbyIn(page: Page, phone: boolean, lang: Language) {
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/lgw/games/game_menus') &&
      new URL(r.url()).searchParams.get('language') === lang.toLowerCase(),
  );
  await switchLanguage(page, phone, lang);
  const { value } = (await (await answer).json()) as {
    value: { list: { gameCode: string; remark: string | null; labelName: string }[] };
  };
  const names = new Map(value.list.map((i) => [`lottery-name-${i.gameCode}`, i.remark || i.labelName]));
  const shownNames = () =>
    page
      .locator('[data-testid^="lottery-name-"]')
      .evaluateAll((els) =>
        els.map((el) => [(el as HTMLElement).dataset.testid ?? '', el.textContent ?? '']),
      );
  await expect
    .poll(async () => {
      const shown = await shownNames();
      return shown.length > 0 && shown.every(([id, text]) => names.get(id ?? '') === text);
    })
    .toBe(true);
}

/**
 * Every element matching `selector` that is cut or spills: wider content than its box, more lines
 * than its box (line clamps), or, for `oneLine`, wrapped onto a second line.
 */
async function overflowing(page: Page, selector: string, oneLine = false) {
  return page.locator(selector).evaluateAll(
    (els, single) =>
      els.flatMap((el) => {
        const e = el as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(e).lineHeight) || 16;
        const cut = e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
        const wrapped = single && e.getBoundingClientRect().height > lineHeight * 1.5;
        return cut || wrapped ? [`${e.dataset.testid ?? e.tagName}: ${e.textContent}`] : [];
      }),
    oneLine,
  );
}

/**
 * Words of a space-separated script split across two lines inside the matched elements
 * ("Promotion / s"). Scripts without spaces between words (Chinese, Thai) may break anywhere.
 */
async function wordsBroken(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\p{Script=Latin}+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`${(el as HTMLElement).textContent}: "${match[0]}" split`);
        }
      }
      return broken;
    }),
  );
}

/** The confirm label keeps at least 8 px from either edge of its button. */
async function confirmLabelClear(page: Page): Promise<boolean> {
  return page.getByTestId('lottery-confirm').evaluate((button) => {
    const label = button.querySelector('[data-testid="lottery-confirm-label"]');
    if (!label) return false;
    const b = button.getBoundingClientRect();
    const l = label.getBoundingClientRect();
    return l.left - b.left >= 8 && b.right - l.right >= 8 && button.scrollWidth <= button.clientWidth;
  });
}

/** What does not fit on the lottery lobby as it reads now: names, countdowns, tiles, the tab bar. */
async function lobbyProblems(page: Page, phone: boolean, where: string): Promise<string[]> {
  await page.getByTestId('lottery-tiles').waitFor();
  await page.locator('[data-testid^="lottery-countdown-"]').first().waitFor();
  const found = [
    ...(await overflowing(page, '[data-testid^="lottery-name-"]')),
    ...(await overflowing(page, '[data-testid^="lottery-countdown-"]', true)),
    ...(await overflowing(page, '[data-testid^="lottery-tile-"]')),
  ];
  if (phone)
    found.push(...(await overflowing(page, TAB_BAR_ITEMS)), ...(await wordsBroken(page, TAB_BAR_ITEMS)));
  if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) {
    found.push('the lobby is wider than the screen');
  }
  return found.map((p) => `${where} ${p}`);
}

/** What does not fit on the keno game as it reads now: its countdown on one line, the confirm label. */
async function kenoProblems(page: Page, where: string): Promise<string[]> {
  await page.getByTestId('keno-builder').waitFor();
  await page.getByTestId('lottery-game-countdown').waitFor();
  const found = await overflowing(page, '[data-testid="lottery-game-countdown"]', true);
  if (!(await confirmLabelClear(page))) found.push('keno confirm label touches its button');
  return found.map((p) => `${where} ${p}`);
}

describe('layout in every language', () => {
  const browser = useBrowser();

  it('fits lottery names, countdowns, the keno confirm and the tab bar (no word split across lines) in every language', async () => {
    const problems: string[] = [];
    for (const size of [SMALL_PHONE, WIDE]) {
      const phone = size.width < 768;
      // One page per screen size, opened once in English: the visitor then switches language and
      // theme from the site's own menu and toggle, which the site does without a reload (a fresh
      // page per language paid a full start each time, 28 of them).
      const page = await openAt(browser(), themeOf('EN'), size);
      await page.goto(`${baseUrl}/elott`);
      for (const lang of LANGUAGES) {
        if (lang !== 'EN') await readLobbyIn(page, phone, lang);
        problems.push(...(await lobbyProblems(page, phone, `${lang} ${size.width}px`)));
        if (lang === 'EN' || lang === 'TY')
          await shot(page, `layout-elott-${size.width}-${lang}-${themeOf(lang)}`);
      }
      // Keno from its tile, then read in every language again on the way back to English.
      await page.getByTestId('lottery-open-keno').click();
      await page.waitForURL(/\/lottery\?gameCode=keno&playType=spots/);
      for (const lang of [...LANGUAGES].reverse()) {
        if (lang !== 'VI') await switchLanguage(page, phone, lang);
        problems.push(...(await kenoProblems(page, `${lang} ${size.width}px`)));
        if (lang === 'TY' || lang === 'PT') {
          await page.getByTestId('lottery-confirm').scrollIntoViewIfNeeded();
          await viewShot(page, `layout-keno-confirm-${size.width}-${lang}-${themeOf(lang)}`);
        }
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
