import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewShot } from './support/browser.ts';
import { confirmAlert, expectFits, headerBalance, minorOf } from './support/screen.ts';
import { demoMemberSession, openIn, staffToken } from './support/session.ts';

const baseUrl = inject('baseUrl');
/** One sign-in through the login popup for the file; its other pages reuse that session. */
const signInDemo = demoMemberSession();

const PAYMENT_PASSWORD = '246810';

/** The member-centre pages this journey photographs, and the element each page renders. */
const PAGE_TESTID: Record<string, string> = {
  depositv2: 'deposit-page',
  withdraw: 'withdraw-page',
  transactionHistory: 'transaction-history-page',
  transferFund: 'transfer-fund-page',
  personalProfit: 'profit-loss-page',
  bonusDetails: 'bonus-details-page',
  securityCenter: 'security-center-page',
};

const shownOf = (minor: bigint) => {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
};

async function openCentrePage(page: Page, key: string) {
  const panel = page.getByTestId('member-centre-dialog');
  const menuItem = panel.getByTestId(`centre-item-${key}`);
  if (await menuItem.isVisible()) await menuItem.click();
  else await panel.getByTestId(`centre-chip-${key}`).click();
  await page.locator(`[data-testid="member-centre-dialog"][data-page="${key}"]`).waitFor();
}

// Each journey walks six or more screens in a real browser; on a busy two-core machine that can
// take most of a minute, so they get more room than the project's default.
describe('wallet', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('deposits through the sandbox provider, withdraws with the payment password, staff approve, history shows both', async () => {
    const page = await openIn(browser(), 'dark', false, '198.51.100.40');
    await signInDemo(page);
    const start = minorOf(await headerBalance(page));

    // Deposit 500,000.00 through the sandbox provider's own page.
    await page.getByTestId('deposit-button').click();
    const panel = page.getByTestId('member-centre-dialog');
    await panel.getByTestId('deposit-page').waitFor();
    // The gateway's redirect method (the brand offers a VietQR bank transfer first).
    await panel.locator('[data-testid^="deposit-method-"]', { hasText: 'Online banking' }).click();
    await panel.getByTestId('deposit-amount').fill('40000');
    await panel.getByTestId('deposit-submit').click();
    // Below the brand's minimum (its currency's, VND): told so, nothing sent.
    await panel.getByText('The minimum amount is 50,000.00').waitFor();
    // The quick picks are sized for dong.
    await panel
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: '500,000.00' })
      .click();
    expect(await panel.getByTestId('deposit-amount').inputValue()).toBe('500000.00');
    await viewShot(page, 'wallet-deposit-desktop-dark');
    await panel.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await viewShot(page, 'wallet-sandbox-pay-page');
    await page.locator('button[name="action"][value="pay"]').click();

    // Back on the site: the deposit page reopens with the paid order, the header balance follows.
    const result = page.locator('[data-testid="deposit-result"][data-status="paid"]');
    await result.waitFor();
    expect(await result.getByTestId('deposit-result-amount').textContent()).toBe('500,000.00');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => headerBalance(page)).toBe(shownOf(start + 50_000_000n));
    await viewShot(page, 'wallet-deposit-paid-desktop-dark');

    // Withdrawal needs a payment password: set it in securityCenter first.
    await openCentrePage(page, 'withdraw');
    await panel.getByTestId('withdraw-set-password').click();
    await page.locator('[data-testid="member-centre-dialog"][data-page="securityCenter"]').waitFor();
    await panel.getByTestId('payment-password-new').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('payment-password-confirm').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('payment-password-submit').click();
    await confirmAlert(page, 'Your payment password is set.');
    await panel.locator('[data-testid="payment-password-state"][data-set="true"]').waitFor();

    await openCentrePage(page, 'withdraw');
    const form = panel.getByTestId('withdraw-form');
    // The money goes to a saved account in the member's real name, added from the bank list.
    await form.getByTestId('bank-account-add').click();
    const account = page.getByTestId('bank-account-dialog');
    await account.getByTestId('bank-account-bank').selectOption('VCB');
    await account.getByTestId('bank-account-number').fill('0071 000 123 456');
    await account.getByTestId('bank-account-holder').fill('nguyen van an');
    await viewShot(page, 'wallet-bank-account-add-desktop-dark');
    await account.getByTestId('bank-account-save').click();
    await account.waitFor({ state: 'detached' });
    await form.locator('[data-testid="bank-account-option"] input:checked').waitFor({ state: 'attached' });
    await form.getByTestId('withdraw-amount').fill('200000');
    await form.getByTestId('withdraw-password').fill('000000');
    await form.getByTestId('withdraw-submit').click();
    await confirmAlert(page, 'The payment password is incorrect');
    await form.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await form.getByTestId('withdraw-submit').click();
    await confirmAlert(
      page,
      'Your withdrawal request has been sent for review. As it is the first withdrawal to this account, our team checks the account first.',
    );
    const row = panel.getByTestId('withdrawal-row').first();
    await row.locator('[data-testid="status-badge"][data-status="pending"]').waitFor();
    const orderNo = (await row.getAttribute('data-order')) ?? '';
    expect(orderNo).toMatch(/^W/);
    await expect.poll(() => headerBalance(page)).toBe(shownOf(start + 50_000_000n - 20_000_000n));
    await viewShot(page, 'wallet-withdraw-pending-desktop-dark');

    // Finance approves it through the back office.
    const token = await staffToken();
    const approve = await fetch(`${baseUrl}/bo/api/finance/withdrawals/${orderNo}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'e2e' }),
    });
    expect(approve.status).toBe(200);

    // The member sees it paid and confirms receipt (§4).
    await openCentrePage(page, 'transferFund');
    await openCentrePage(page, 'withdraw');
    const paid = panel.locator(`[data-testid="withdrawal-row"][data-order="${orderNo}"]`);
    await paid.locator('[data-testid="status-badge"][data-status="paid"]').waitFor();
    await viewShot(page, 'wallet-withdraw-confirm-desktop-dark');
    await paid.getByTestId('withdrawal-received').click();
    await paid.locator('[data-testid="status-badge"][data-status="received"]').waitFor();

    // The account record shows both, signed and formatted.
    await openCentrePage(page, 'transactionHistory');
    const list = panel.getByTestId('transaction-list');
    await list.waitFor();
    const deposit = list.locator('[data-testid="transaction-row"][data-type="deposit"]').first();
    const withdrawal = list.locator('[data-testid="transaction-row"][data-type="withdraw"]').first();
    expect(await deposit.getByTestId('transaction-amount').textContent()).toBe('+500,000.00');
    expect(await withdrawal.getByTestId('transaction-amount').textContent()).toBe('-200,000.00');
    await panel.getByTestId('history-type').selectOption('deposit');
    await expect
      .poll(() => list.locator('[data-testid="transaction-row"][data-type="withdraw"]').count())
      .toBe(0);
    await viewShot(page, 'wallet-history-desktop-dark');
    await page.context().close();
  });

  // A member of a Vietnamese brand, at both sizes (the phone one in Vietnamese): pays in by bank
  // transfer, scanning the VietQR in the sandbox bank, and withdraws to a bank account saved from
  // the bank list in their real name.
  it.each([
    {
      size: 'desktop',
      viewport: { width: 1440, height: 900 },
      lang: 'EN',
      theme: 'dark',
      account: '19036512345678',
    },
    {
      size: 'phone',
      viewport: { width: 375, height: 812 },
      lang: 'VI',
      theme: 'light',
      account: '19036587654321',
    },
  ] as const)('pays in by VietQR and withdraws to a saved bank account ($size, $lang)', async (look) => {
    const phone = look.size === 'phone';
    const page = await openIn(browser(), look.theme, phone, `198.51.100.${phone ? 45 : 46}`);
    await page.setViewportSize(look.viewport);
    await page.addInitScript((l) => localStorage.setItem('lang', l), look.lang);
    await signInDemo(page);
    const panel = page.getByTestId('member-centre-dialog');

    // VietQR is the brand's first method: the QR, the details to copy, the time left.
    await page.goto(`${baseUrl}/?member=depositv2`);
    await panel.locator('[data-testid^="deposit-method-"]').first().waitFor();
    await panel.getByTestId('deposit-amount').fill('200000');
    await panel.getByTestId('deposit-submit').click();
    const transfer = panel.getByTestId('vietqr-transfer');
    await transfer.locator('svg[role="img"][aria-busy="false"]').waitFor();
    expect(await transfer.getByTestId('vietqr-account').textContent()).toContain('1023456789');
    await expectFits(panel.getByTestId('deposit-page'), 'vietqr');
    await viewShot(page, `wallet-vietqr-${look.size}-${look.lang}`);

    // The sandbox bank reads the QR, makes the transfer and sends the member back.
    await panel.getByTestId('vietqr-sandbox').click();
    await page.waitForURL(/\/sandbox\/bank\?/);
    expect(await page.getByTestId('bank-account').textContent()).toBe('1023456789');
    await viewShot(page, `wallet-sandbox-bank-${look.size}`);
    await page.getByTestId('bank-pay').click();
    await page.locator('[data-testid="deposit-result"][data-status="paid"]').waitFor();
    await viewShot(page, `wallet-vietqr-paid-${look.size}-${look.lang}`);

    // Withdraw to a new Techcombank account in the member's real name.
    await openCentrePage(page, 'withdraw');
    const setPassword = panel.getByTestId('withdraw-set-password');
    const form = panel.getByTestId('withdraw-form');
    await Promise.race([setPassword.waitFor(), form.waitFor()]);
    if (await setPassword.isVisible()) {
      await setPassword.click();
      await panel.getByTestId('payment-password-new').fill(PAYMENT_PASSWORD);
      await panel.getByTestId('payment-password-confirm').fill(PAYMENT_PASSWORD);
      await panel.getByTestId('payment-password-submit').click();
      await confirmAlert(page);
      await openCentrePage(page, 'withdraw');
    }
    await form.getByTestId('bank-account-add').click();
    const dialog = page.getByTestId('bank-account-dialog');
    await dialog.getByTestId('bank-account-bank').selectOption('TCB');
    await dialog.getByTestId('bank-account-number').fill(look.account);
    await dialog.getByTestId('bank-account-holder').fill('NGUYỄN VĂN AN');
    await viewShot(page, `wallet-bank-account-add-${look.size}-${look.lang}`);
    await dialog.getByTestId('bank-account-save').click();
    await dialog.waitFor({ state: 'detached' });
    const picked = form.locator('[data-testid="bank-account-option"]', {
      has: page.locator('input:checked'),
    });
    expect(await picked.textContent()).toContain(look.account.slice(-4));
    await form.getByTestId('withdraw-amount').fill('100000');
    await form.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await form.getByTestId('withdraw-submit').click();
    await confirmAlert(page);
    const row = panel.getByTestId('withdrawal-row').first();
    await row.locator('[data-testid="status-badge"][data-status="pending"]').waitFor();
    expect(await row.getByTestId('withdrawal-account').textContent()).toContain(look.account.slice(-4));
    await expectFits(panel.getByTestId('withdraw-page'), 'withdraw');
    await viewShot(page, `wallet-withdraw-saved-account-${look.size}-${look.lang}`);
    await page.context().close();
  });

  // One journey per look, so each stays well inside its time limit on a busy machine.
  it.each([
    ['light', false],
    ['dark', true],
    ['light', true],
  ] as const)('shows the member centre pages in the %s theme (phone: %s)', async (theme, phone) => {
    const size = phone ? 'phone' : 'desktop';
    const page = await openIn(
      browser(),
      theme,
      phone,
      `198.51.100.${phone ? 41 : 42}${theme === 'dark' ? 1 : 2}`,
    );
    await signInDemo(page);
    await headerBalance(page).catch(() => undefined);
    await viewShot(page, `wallet-header-${size}-${theme}`);
    if (phone) {
      // The header is narrow: the withdraw shortcut (and the balance again) sit in the avatar menu.
      await page.getByTestId('account-button').click();
      const menu = page.getByTestId('account-menu');
      await menu.locator('[data-testid="header-balance"][data-state="shown"]').waitFor();
      await viewShot(page, `wallet-account-menu-${size}-${theme}`);
      await menu.getByTestId('account-item-withdraw').click();
      await page.locator('[data-testid="member-centre-dialog"][data-page="withdraw"]').waitFor();
      await page.getByTestId('member-centre-close').click();
      await page.getByTestId('member-centre-dialog').waitFor({ state: 'detached' });
    }
    // On phones the deposit shortcut sits in the bottom tab bar; the panel fills the screen and its
    // menu becomes a strip of chips.
    const deposit = phone
      ? page.getByTestId('bottom-nav').getByRole('button', { name: 'Deposit' })
      : page.getByTestId('deposit-button');
    await deposit.click();
    const panel = page.getByTestId('member-centre-dialog');
    await panel.getByTestId('deposit-page').waitFor();
    await panel.locator('[data-testid^="deposit-method-"]').first().waitFor();
    await viewShot(page, `wallet-deposit-${size}-${theme}`);
    for (const [key, testId] of Object.entries(PAGE_TESTID)) {
      await openCentrePage(page, key);
      // Photograph the page once its chunk and its data are in: no spinner or skeleton left.
      await expect.poll(() => panel.locator('[role="status"]').count(), { timeout: 30_000 }).toBe(0);
      // And it fits the window: a phone must never scroll a page sideways.
      const fits = await panel.getByTestId(testId).evaluate((el) => ({
        inside: el.scrollWidth <= el.clientWidth + 1,
        onScreen: el.getBoundingClientRect().right <= window.innerWidth + 1,
      }));
      expect(fits, key).toEqual({ inside: true, onScreen: true });
      await viewShot(page, `wallet-${key}-${size}-${theme}`);
    }
    await page.context().close();
  });
});
