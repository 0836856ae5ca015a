import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { idCardPng } from './support/id-card-png.ts';
import { staffToken as adminToken, type Theme } from './support/session.ts';
import { enrolStaff, staffSession } from './support/staff-sign-in.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Console@2026';
const STAFF_IP = '203.0.113.91';

/** A JSON call that fails the journey on any refusal. */
async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const answer = await apiFrom<T>(STAFF_IP)(path, init);
  if (!answer.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/** The demo finance operator (seeded on the demo brand): the second person of an adjustment. */
const FINANCE = { username: 'finance', password: 'Finance@1234' } as const;
let financeSecret: string | undefined;

/** Finance's session through both sign-in steps, enrolling their authenticator once per run. */
async function financeToken() {
  financeSecret ??= await enrolStaff(baseUrl, FINANCE);
  return staffSession(baseUrl, financeSecret, FINANCE);
}

/** A new member, registered through the player API; their cash starts at zero. */
async function newMember(username: string) {
  await call('/wps/member/register', {
    method: 'PUT',
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName: 'Le Van Cuong',
      birthday: '1990-02-11',
      idType: 12,
      placeOfBirth: 'Da Nang',
      address: '8 Bach Dang Street, Da Nang',
      nationality: 'VN',
      occupation: 3,
      sourceOfIncome: 1,
      agree: true,
      login: true,
      registerMethod: 'register',
    },
  });
}

async function openScreen(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * The console in a tab already signed in with `token` (the sign-in steps themselves are the console
 * journey's), at the size and theme given.
 */
async function openConsole(
  browser: Browser,
  size: { viewport: { width: number; height: number }; theme: Theme },
  token: string,
) {
  const page = await openPage(browser, { viewport: size.viewport });
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': STAFF_IP });
  await page.addInitScript(
    ([theme, t]) => {
      localStorage.setItem('pf.console.theme', theme);
      sessionStorage.setItem('pf.console.token', t);
    },
    [size.theme, token] as const,
  );
  await page.goto(`${baseUrl}/bo`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

describe('members and two-person balance adjustments in the console', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  it('the admin finds a member and asks for a credit (1440 px dark); finance approves it (768 px light)', async () => {
    const username = `adj${Date.now().toString(36).slice(-6)}`;
    await newMember(username);
    const admin = await adminToken();
    const found = await call<{ items: { id: string }[] }>(`/bo/api/members?username=${username}`, {
      token: admin,
    });
    const memberId = found.items[0]?.id;
    expect(memberId).toBeDefined();
    const cash = async () =>
      (
        await call<{ balances: { cash: { balance: string } } }>(`/bo/api/members/${memberId}`, {
          token: admin,
        })
      ).balances.cash.balance;
    expect(await cash()).toBe('0');

    // The admin: search, the member page, the request with a ticket attached.
    const dark = await openConsole(
      browser(),
      { viewport: { width: 1440, height: 900 }, theme: 'dark' },
      admin,
    );
    await openScreen(dark, 'Members');
    await dark.getByLabel('Username').fill(username);
    await dark.getByRole('button', { name: 'Search' }).click();
    const results = dark.getByRole('table', { name: 'Members' });
    await results.getByText(username, { exact: true }).waitFor();
    await shot(dark, 'console-members-1440-dark-search');
    await results.getByText(username, { exact: true }).click();
    await dark.getByRole('heading', { level: 1, name: username }).waitFor();
    await dark.getByText('No movement in this wallet').waitFor();
    await shot(dark, 'console-members-1440-dark-member');
    await dark.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = dark.getByRole('dialog', { name: 'Request a balance adjustment' });
    await dialog.getByLabel('Amount (VND)').fill('1,500.00');
    await dialog.getByLabel('Reason', { exact: true }).fill('Compensation for ticket 4471');
    const png = idCardPng([37, 99, 235]);
    await dialog.getByLabel(/^Attachment/).setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'),
    });
    await shot(dark, 'console-members-1440-dark-adjust');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await dark.getByRole('status').getByText('another staff member must approve it').waitFor();

    // The maker cannot approve their own: the server's refusal shows.
    const pending = await call<{ items: { id: string; status: string }[] }>(
      `/bo/api/finance/adjustments?memberId=${memberId}`,
      { token: admin },
    );
    expect(pending.items.map((a) => a.status)).toEqual(['pending']);
    const adjustmentId = pending.items[0]?.id as string;
    await openScreen(dark, 'Balance adjustments');
    await dark.getByRole('button', { name: `Approve ${adjustmentId}` }).click();
    await dark.getByRole('alert').getByText('approved by another staff member').waitFor();
    await shot(dark, 'console-adjustments-1440-dark-own');
    expect(await cash()).toBe('0');
    await dark.context().close();

    // Finance approves it on a tablet.
    const finance = await financeToken();
    const light = await openConsole(
      browser(),
      { viewport: { width: 768, height: 1024 }, theme: 'light' },
      finance,
    );
    await openScreen(light, 'Balance adjustments');
    const queue = light.getByRole('table', { name: 'Balance adjustments' });
    await queue.getByText(username).waitFor();
    await shot(light, 'console-adjustments-768-light');
    await queue.getByRole('button', { name: `Approve ${adjustmentId}` }).click();
    await light.getByRole('status').getByText(`Adjustment ${adjustmentId} approved`).waitFor();
    await expect.poll(() => queue.getByText(username).count()).toBe(0);
    await light.getByRole('tab', { name: 'Approved' }).click();
    await light
      .getByRole('table', { name: 'Balance adjustments' })
      .getByRole('link', { name: username })
      .click();
    await light.getByRole('heading', { level: 1, name: username }).waitFor();
    await light.getByRole('table', { name: 'Ledger' }).waitFor();
    await light.getByRole('region', { name: 'Balances' }).getByText('1,500.00 VND').first().waitFor();
    await shot(light, 'console-members-768-light-member');

    // The money moved once: 150,000 minor units, one ledger line. Finance's retry is answered with
    // the decided adjustment, anyone else's approval is refused; neither moves it again.
    expect(await cash()).toBe('150000');
    const ledger = await call<{ items: { delta: string }[] }>(`/bo/api/members/${memberId}/ledger`, {
      token: admin,
    });
    expect(ledger.items.map((e) => e.delta)).toEqual(['150000']);
    const approve = (token: string) =>
      apiFrom<{ status: string }>(STAFF_IP)(`/bo/api/finance/adjustments/${adjustmentId}/approve`, {
        method: 'POST',
        token,
        body: {},
      });
    const retry = await approve(finance);
    expect([retry.success, retry.value.status]).toEqual([true, 'approved']);
    expect((await approve(admin)).code).toBe('ADJUSTMENT_DECIDED');
    expect(await cash()).toBe('150000');
  });
});
