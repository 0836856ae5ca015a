import { SESSION_KEYS } from '@pf/shared';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage, PHONE } from './browser.ts';
import { staffSession } from './staff-sign-in.ts';

/** The seeded member the journeys play as. */
export const DEMO_MEMBER = { username: 'demo01', password: 'Demo@1234' };

export type Theme = 'dark' | 'light';

/**
 * A fresh page in the given theme, phone-sized on request. A journey that logs in passes an
 * address of its own, so login counters of other journeys do not follow it.
 */
export async function openIn(browser: Browser, theme: Theme, phone = false, ip?: string): Promise<Page> {
  const page = await openPage(browser, phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {});
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (ip) await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return page;
}

/** Sends the login popup with these credentials and hands it back, whatever the answer. */
export async function loginWithPassword(page: Page, username: string, password: string) {
  await page.getByTestId('login-button').first().click();
  const popup = page.getByTestId('login-popup');
  await popup.waitFor();
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
  return popup;
}

/** Logs the demo member in from the home page and puts the security (KYC) modal off for this session. */
export async function logIn(page: Page) {
  await page.goto(inject('baseUrl'));
  const popup = await loginWithPassword(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await popup.waitFor({ state: 'detached' });
  await page.getByTestId('header-member-bar').waitFor();
  const kyc = page.getByTestId('kyc-modal');
  await kyc.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (await kyc.count()) {
    await kyc.getByTestId('kyc-later').click();
    await kyc.waitFor({ state: 'detached' });
  }
}

/**
 * The demo member's session for the journeys of one file (make one per file). The first page that
 * asks signs in through the login popup ({@link logIn}); every later page opens in that same tab
 * session (what the site keeps in sessionStorage: the token, the profile, the security modal put
 * off), which spares each journey the popup, the login and the modal. A journey run alone still
 * signs in through the popup.
 */
export function demoMemberSession() {
  let kept: [string, string][] | null = null;
  return async function signInDemo(page: Page): Promise<void> {
    if (kept === null) {
      await logIn(page);
      const entries = await page.evaluate(() => Object.entries(sessionStorage));
      if (entries.some(([key]) => key === SESSION_KEYS.token)) kept = entries;
      return;
    }
    await page.addInitScript(
      // The tab keeps its sessionStorage across its loads: only its first load is given the session.
      ({ entries, token, putOff }) => {
        if (sessionStorage.getItem(token) !== null) return;
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
        sessionStorage.setItem(putOff, '1');
      },
      { entries: kept, token: SESSION_KEYS.token, putOff: SESSION_KEYS.kycVerifyLater },
    );
    await page.goto(inject('baseUrl'));
    await page.getByTestId('header-member-bar').waitFor();
  };
}

/** A back-office token of the demo admin (both sign-in steps), for the steps of a journey that staff take. */
export function staffToken(): Promise<string> {
  return staffSession(inject('baseUrl'), inject('staffTotpSecret'));
}

/**
 * The demo member's own API session on the server at `base` (another device, or another instance
 * of the server), rolling the in-house dice once: money the open tab sees move without moving it.
 */
export async function rollDiceElsewhere(
  base: string,
  roll: { stake: string; ip: string; requestId: string },
): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': roll.ip };
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...DEMO_MEMBER, type: 'username' }),
  });
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  const rolled = await fetch(`${base}/wps/inhouse/dice/roll`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ requestId: roll.requestId, stake: roll.stake, direction: 'over', target: 5000 }),
  });
  expect(rolled.status).toBe(200);
}

/** A page in this theme at exactly this size, in English from the first paint. */
export async function openAt(browser: Browser, theme: Theme, size: { width: number; height: number }) {
  const page = await openIn(browser, theme, size.width < 768);
  await page.setViewportSize(size);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  return page;
}
