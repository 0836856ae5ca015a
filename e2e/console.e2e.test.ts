import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { idCardPng } from './support/id-card-png.ts';
import { staffToken, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Console@2026';
const PAYMENT_PASSWORD = '864209';
const REAL_NAME = 'Tran Thi Binh';

const SIZES = [
  { name: '1440', theme: 'dark', viewport: { width: 1440, height: 900 }, ip: '203.0.113.81' },
  { name: '768', theme: 'light', viewport: { width: 768, height: 1024 }, ip: '203.0.113.82' },
] as const;

/** A JSON call from the member's own address; fails the journey on any refusal. */
async function asMember<T>(
  ip: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const answer = await apiFrom<T>(ip)(path, init);
  if (!answer.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/**
 * A member who registers, sends the ID pictures through the player API (their verification is then
 * pending), deposits through the sandbox provider and asks to withdraw part of it: the two things
 * the finance and risk operators decide in the console.
 */
async function memberWithPendingWork(username: string, ip: string) {
  const { token } = await asMember<{ token: string }>(ip, '/wps/member/register', {
    method: 'PUT',
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName: REAL_NAME,
      birthday: '1992-04-18',
      idType: 12,
      placeOfBirth: 'Hue',
      address: '12 Le Loi Street, Hue',
      nationality: 'VN',
      occupation: 3,
      sourceOfIncome: 1,
      agree: true,
      login: true,
      registerMethod: 'register',
    },
  });
  await asMember(ip, '/wps/relay/MCSFE_uploadIdImg', {
    method: 'POST',
    token,
    body: {
      idCardFront: idCardPng([37, 99, 235]),
      idCardBack: idCardPng([5, 150, 105]),
      idCardSelfie: idCardPng([217, 119, 6]),
    },
  });
  const methods = await asMember<{ id: string; name: string }[]>(ip, '/wps/cashier/deposit/methods', {
    token,
  });
  const online = methods.find((m) => m.name === 'Online banking');
  if (!online) throw new Error(`no online banking method: ${JSON.stringify(methods)}`);
  const deposit = await asMember<{ orderNo: string }>(ip, '/wps/cashier/deposit', {
    method: 'POST',
    token,
    body: { methodId: Number(online.id), amount: '500000' },
  });
  // The sandbox provider's own page: the member presses Pay, the provider calls the server back.
  const paid = await fetch(`${baseUrl}/sandbox/pay/${deposit.orderNo}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: 'action=pay',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await asMember(ip, '/wps/member/paymentPassword', {
    method: 'POST',
    token,
    body: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  const account = await asMember<{ id: string }>(ip, '/wps/cashier/bankAccounts', {
    method: 'POST',
    token,
    body: { bankCode: 'VCB', accountNumber: `0071${Date.now().toString().slice(-9)}`, holderName: REAL_NAME },
  });
  const withdrawal = await asMember<{ orderNo: string }>(ip, '/wps/cashier/withdraw', {
    method: 'POST',
    token,
    body: { amount: '200000', paymentPassword: PAYMENT_PASSWORD, bankAccountId: account.id },
  });
  return { withdrawalNo: withdrawal.orderNo };
}

const ADMIN_PASSWORD = 'Console#Admin1';
const FINANCE_PASSWORD = 'Console#Fin2026';
/** The demo seed's risk operator (identity's demo staff), on the demo brand. */
const RISK = { username: 'risk', password: 'Risk@1234' } as const;
const DEMO_BRAND = 'Lucky Lotus';
const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });

/** An admin of every brand, added through the staff call as the demo admin. */
async function newAdmin(username: string, ip: string) {
  const token = await staffToken();
  const res = await fetch(`${baseUrl}/bo/api/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password: ADMIN_PASSWORD, roles: ['admin'], brands: null }),
  });
  expect(res.status).toBe(200);
}

/** The side navigation, unfolded first where it is folded (tablet). */
async function openNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  return nav;
}

/** Goes to a screen through the side navigation. */
async function openScreen(page: Page, name: string) {
  await (await openNav(page)).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * A first sign-in through the console: the password, then the enrolment (the QR code and its key,
 * the app's first code computed from the key the page shows, the ten recovery codes).
 */
async function signInAndEnrol(page: Page, who: { username: string; password: string }, shots: string) {
  await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await shot(page, `${shots}-enrol`);
  const key = (await page.locator('main code').textContent())?.trim() ?? '';
  await page.getByLabel('Six-digit code').fill(codeOf(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  await shot(page, `${shots}-recovery-codes`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signing out returns to the sign-in. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
}

/** The admin adds a finance operator of the demo brand on the staff page. */
async function createFinanceOperator(page: Page, username: string, tag: string) {
  await openScreen(page, 'Staff');
  await page.getByRole('table', { name: 'Staff' }).getByText(RISK.username, { exact: true }).waitFor();
  await shot(page, `${tag}-staff`);
  await page.getByRole('button', { name: 'Add operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an operator' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Initial password').fill(FINANCE_PASSWORD);
  await dialog.getByRole('checkbox', { name: 'Finance' }).check();
  await dialog.getByRole('checkbox', { name: DEMO_BRAND, exact: true }).check();
  await shot(page, `${tag}-staff-create`);
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await page.getByRole('status').getByText(`${username} added`).waitFor();
  const row = page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: username });
  await row.getByText('Not enrolled yet').waitFor();
  expect(await row.getByText(DEMO_BRAND, { exact: true }).count()).toBe(1);
}

/**
 * The admin forgets the risk operator's authenticator (they enrol again at their next sign-in),
 * from the operator's panel on the staff page, filtered by username.
 */
async function resetRiskAuthenticator(page: Page, tag: string) {
  await page.getByLabel('Username').fill(RISK.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe(`?username=${RISK.username}`);
  await page.getByRole('table', { name: 'Staff' }).getByText(RISK.username, { exact: true }).click();
  const panel = page.getByRole('region', { name: `Operator ${RISK.username}` });
  await panel.getByRole('heading', { name: RISK.username }).waitFor();
  await shot(page, `${tag}-staff-operator`);
  await panel.getByRole('button', { name: 'Reset authenticator' }).click();
  const confirm = page.getByRole('dialog', { name: `Reset the authenticator of ${RISK.username}?` });
  await confirm.getByText('they scan a new QR code').waitFor();
  await shot(page, `${tag}-staff-reset-totp`);
  await confirm.getByRole('button', { name: 'Reset authenticator' }).click();
  await page.getByRole('status').getByText(`Authenticator of ${RISK.username} reset`).waitFor();
}

describe('the operator console', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`the admin adds a finance operator who approves a withdrawal; risk reviews a KYC (${size.name} px, ${size.theme})`, async () => {
      const username = `ops${size.name}${Date.now().toString(36).slice(-5)}`;
      const { withdrawalNo } = await memberWithPendingWork(username, size.ip);

      const page = await openPage(browser(), { viewport: size.viewport });
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': size.ip });
      await page.addInitScript((theme: Theme) => localStorage.setItem('pf.console.theme', theme), size.theme);
      const tag = `console-${size.name}-${size.theme}`;

      // A new admin, added by the demo admin: their first sign-in enrols an authenticator.
      const operator = `adm${size.name}${Date.now().toString(36).slice(-5)}`;
      await newAdmin(operator, size.ip);

      // Signed out, /bo shows the sign-in; a wrong password gets the server's text.
      await page.goto(`${baseUrl}/bo`);
      await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.className)).toBe(size.theme);
      await page.getByLabel('Username').fill(operator);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Incorrect username or password').waitFor();
      await shot(page, `${tag}-sign-in`);
      await signInAndEnrol(page, { username: operator, password: ADMIN_PASSWORD }, tag);

      // The admin starts on the dashboard, the first screen of the menu; the audit log is next.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/bo/dashboard');
      await openScreen(page, 'Audit log');
      const audit = page.getByRole('table', { name: 'Audit log' });
      await audit.waitFor();
      await shot(page, `${tag}-audit`);

      // The staff page: a finance operator of the demo brand, and the risk operator to enrol again.
      const finance = `fin${size.name}${Date.now().toString(36).slice(-5)}`;
      await createFinanceOperator(page, finance, tag);
      await resetRiskAuthenticator(page, tag);

      // The new operator is in the audit log, with what was created (never a password).
      await openScreen(page, 'Audit log');
      await page.getByLabel('Target type').fill('staff');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?targetType=staff');
      await audit.getByText('staff.create').first().click();
      const entry = page.getByRole('region', { name: /^Entry \d+$/ });
      await entry.getByText(finance).first().waitFor();
      await shot(page, `${tag}-audit-detail`);

      // The admin's own sessions, from the account menu: this one is marked.
      await page.getByRole('button', { name: `Account of ${operator}` }).click();
      await page.getByRole('menuitem', { name: 'My sessions' }).click();
      const mine = page.getByRole('table', { name: 'My sessions' });
      await mine.getByText('This session').waitFor();
      await shot(page, `${tag}-my-sessions`);
      await signOut(page);

      // The finance operator's first sign-in: enrolment, then only the finance screens.
      await signInAndEnrol(page, { username: finance, password: FINANCE_PASSWORD }, `${tag}-finance`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const nav = await openNav(page);
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Members',
        'Withdrawals',
        'Deposits',
        'Balance adjustments',
        'Draws',
        'Holiday calendar',
        'Promotions',
        'Agent tree',
        'Payroll runs',
        'Payroll statements',
      ]);
      await shot(page, `${tag}-finance-menu`);

      // The withdrawal: approved once, gone from the pending queue, listed as paid.
      await nav.getByRole('link', { name: 'Withdrawals' }).click();
      await page.getByRole('heading', { level: 1, name: 'Withdrawals' }).waitFor();
      const queue = page.getByRole('table', { name: 'Withdrawals' });
      await queue.getByText(withdrawalNo).waitFor();
      await shot(page, `${tag}-withdrawals`);
      // A fresh member who deposited and did not bet is flagged: the approval asks again.
      const row = queue.getByRole('row').filter({ hasText: withdrawalNo });
      await row.getByRole('list', { name: 'Risk flags' }).getByText('Turnover below deposits').waitFor();
      await queue.getByRole('button', { name: `Approve ${withdrawalNo}` }).click();
      await page
        .getByRole('alertdialog', { name: `Approve flagged withdrawal ${withdrawalNo}?` })
        .getByRole('button', { name: 'Approve anyway' })
        .click();
      await page.getByRole('status').getByText(`Withdrawal ${withdrawalNo} approved`).waitFor();
      await expect.poll(() => queue.getByText(withdrawalNo).count()).toBe(0);
      await page.getByRole('tab', { name: 'Paid' }).click();
      await page.getByRole('table', { name: 'Withdrawals' }).getByText(withdrawalNo).waitFor();

      // Deposits: the member's paid deposit, found by the filters.
      await openScreen(page, 'Deposits');
      const filters = page.getByRole('form', { name: 'Deposit filters' });
      await filters.getByLabel('Status').selectOption({ label: 'Paid' });
      await filters.getByLabel('Member username').fill(username);
      await filters.getByRole('button', { name: 'Filter' }).click();
      // The filters go to the address first; the table then shows the filtered orders.
      await page.waitForURL(/username=/);
      await page.getByRole('table', { name: 'Deposits' }).getByText(username).first().waitFor();
      await shot(page, `${tag}-deposits`);
      await signOut(page);

      // The risk operator enrols again (the admin reset them) and starts on the KYC queue.
      await signInAndEnrol(page, RISK, `${tag}-risk`);
      await page.getByRole('heading', { level: 1, name: 'KYC review' }).waitFor();

      // KYC: the member's three pictures side by side, then approved.
      await page.getByRole('table', { name: 'KYC review' }).getByText(username, { exact: true }).click();
      const review = page.getByRole('region', { name: `Review of ${username}` });
      for (const side of ['Front of the ID', 'Back of the ID', 'Selfie with the ID']) {
        const img = review.getByRole('img', { name: side });
        await img.waitFor();
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
      }
      await shot(page, `${tag}-kyc-review`);
      await review.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('status').getByText(`${username} is verified`).waitFor();
      // The queue is read again after the decision: the member leaves it.
      await expect.poll(() => page.getByText(username, { exact: true }).count()).toBe(0);

      // Signing out returns to the sign-in; the console's routes need signing in again.
      await signOut(page);
    });
  }
});
