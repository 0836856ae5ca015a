import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser } from './support/browser.ts';
import { headerBalance, minorOf } from './support/screen.ts';
import { logIn, openIn, rollDiceElsewhere } from './support/session.ts';

const baseUrl = inject('baseUrl');

/** The member's own API session elsewhere (another device), moving money the open tab must show. */
const rollElsewhere = (stake: string) =>
  rollDiceElsewhere(baseUrl, { stake, ip: '198.51.100.92', requestId: `push-e2e-${Date.now()}` });

describe('real-time push', () => {
  const browser = useBrowser();

  for (const [theme, phone] of [
    ['dark', false],
    ['light', true],
  ] as const) {
    it(`the header balance follows money moved elsewhere, without reload or polling (${theme}, ${phone ? 375 : 1440} px)`, {
      timeout: 90_000,
    }, async () => {
      const page = await openIn(browser(), theme, phone, phone ? '198.51.100.93' : '198.51.100.94');
      await logIn(page);
      const before = minorOf(await headerBalance(page));
      let navigations = 0;
      page.on('framenavigated', () => {
        navigations++;
      });
      await rollElsewhere('1000');
      await expect
        .poll(async () => minorOf(await headerBalance(page)), { timeout: 5000, interval: 100 })
        .not.toBe(before);
      expect(navigations).toBe(0);
      await shot(page, `push-balance-${theme}-${phone ? 'phone' : 'desktop'}`);
      await page.close();
    });
  }
});
