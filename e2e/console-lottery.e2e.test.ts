import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { staffToken as adminToken, DEMO_MEMBER, type Theme } from './support/session.ts';
import { enrolStaff, staffSession } from './support/staff-sign-in.ts';

const baseUrl = inject('baseUrl');
const STAFF_IP = '203.0.113.96';
const MEMBER_IP = '198.51.100.96';
// Miền Bắc, 15/09/2026 (docs/lottery-rules.md), in rows DB ~ G1 ~ … ~ G7.
const MB_RESULT =
  '31429~56141~63539,52989~87180,30479,53919,09896,01566,70239~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,13';
const MB_MISREAD = MB_RESULT.replace(/13$/, '31');

async function call<T>(
  ip: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const answer = await apiFrom<T>(ip)(path, init);
  if (!answer.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/** A risk operator of every brand, added by the admin and signed in through both steps. */
async function newRiskOperator(admin: string) {
  const who = { username: `risk${Date.now().toString(36).slice(-6)}`, password: 'Risk@2026x' };
  await call(STAFF_IP, '/bo/api/staff', {
    method: 'POST',
    token: admin,
    body: { ...who, roles: ['risk'], brands: null },
  });
  return staffSession(baseUrl, await enrolStaff(baseUrl, who), who);
}

/** The demo member's MB bet on the current draw: its draw and the bet's id. */
async function placeMbBet() {
  const { token } = await call<{ token: string }>(MEMBER_IP, '/wps/session/login', {
    method: 'POST',
    body: { ...DEMO_MEMBER, type: 'username' },
  });
  const placed = await call<{ drawId: number }>(MEMBER_IP, '/lgw/lottery/bets', {
    method: 'POST',
    token,
    body: {
      gameCode: 'vn-mb',
      requestId: `console-lottery-${Date.now()}`,
      bets: [{ betType: 'de', numbers: ['13'], stake: '1.00' }],
    },
  });
  return { token, drawId: placed.drawId };
}

async function openConsole(
  browser: Browser,
  size: { width: number; height: number },
  theme: Theme,
  token: string,
) {
  const page = await openPage(browser, { viewport: size });
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

/** Opens the draws board from the menu, shows the MB draws closed to bets and opens `numero`. */
async function openDraw(page: Page, numero: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Draws' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lottery draws' }).waitFor();
  await page.getByLabel('Game').fill('vn-mb');
  await page.getByLabel('State').selectOption('locked');
  await page.getByRole('table', { name: 'Lottery draws' }).getByText(`#${numero}`).click();
  return page.getByRole('region', { name: `Draw #${numero}` });
}

describe('traditional results entered and confirmed in the console', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  it('risk enters the MB result (1440 dark), a second operator confirms it (768 light) and the bet settles', async () => {
    const admin = await adminToken();
    const risk = await newRiskOperator(admin);
    const { token: member, drawId } = await placeMbBet();
    // The draw's time brought to now, its result left to the operators (the sandbox feed keeps off it).
    const { numero } = await call<{ numero: string }>(
      STAFF_IP,
      `/bo/api/lottery/sandbox/draws/${drawId}/draw-now`,
      {
        method: 'POST',
        token: admin,
        body: { leaveToOperators: true },
      },
    );

    const first = await openConsole(browser(), { width: 1440, height: 900 }, 'dark', risk);
    const detail = await openDraw(first, numero);
    await shot(first, 'console-lottery-1440-dark-draws');
    await detail.getByLabel('Result as published').fill(MB_RESULT);
    await detail.getByRole('button', { name: 'Enter result' }).click();
    await first.getByRole('status').getByText('a second operator must confirm it').waitFor();
    await detail.getByLabel('Your own reading of the result').waitFor();
    await shot(first, 'console-lottery-1440-dark-entered');
    await first.context().close();

    const second = await openConsole(browser(), { width: 768, height: 1024 }, 'light', admin);
    const check = await openDraw(second, numero);
    const reading = check.getByLabel('Your own reading of the result');
    await reading.fill(MB_MISREAD);
    await check.getByRole('button', { name: 'Confirm result' }).click();
    const diff = check.getByRole('table', { name: 'Prizes that differ' });
    await diff.getByRole('rowheader', { name: 'G7' }).waitFor();
    await shot(second, 'console-lottery-768-light-diff');
    await reading.fill(MB_RESULT);
    await check.getByRole('button', { name: 'Confirm result' }).click();
    await second.getByRole('status').getByText(`Result of draw #${numero} confirmed`).waitFor();
    await shot(second, 'console-lottery-768-light-confirmed');
    await second.context().close();

    // The member's bet settles on the confirmed result (its special prize ends in 29: "13" loses).
    await expect
      .poll(
        async () => {
          const bets = await call<{ list: { drawId: number; status: string }[] }>(
            MEMBER_IP,
            '/lgw/lottery/bets',
            {
              token: member,
            },
          );
          return bets.list.find((b) => b.drawId === drawId)?.status;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('lost');

    const light = await openConsole(browser(), { width: 1440, height: 900 }, 'light', admin);
    await light.goto(`${baseUrl}/bo/lottery/draws`);
    await light.getByRole('table', { name: 'Lottery draws' }).waitFor();
    await shot(light, 'console-lottery-1440-light-draws');
    await light.goto(`${baseUrl}/bo/lottery/holidays`);
    await light.getByRole('heading', { level: 1, name: 'Holiday calendar' }).waitFor();
    await shot(light, 'console-lottery-1440-light-holidays');
    await light.context().close();
  });
});
