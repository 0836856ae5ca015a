import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  describedFigures,
  openAccountItem,
  openAgentCentre,
  openAgentPage,
  putKycOff,
  signIn,
  signInFirstTime,
} from './support/agent-centre.ts';
import { launchBrowser, viewShot } from './support/browser.ts';
import { confirmAlert, expectFits } from './support/screen.ts';
import { openIn, staffToken, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');

/** The seeded top agent of the demo brand (apps/server/src/areas/identity/member/demo-members.ts). */
const AGENT = { username: 'agent01', password: 'Agent@1234' };
const PAYMENT_PASSWORD = '482915';
const GIVEN_PASSWORD = 'Start@2468';
const CHOSEN_PASSWORD = 'Chosen@1357';

/**
 * The tier agent01 offers: 1 % of the downline team's valid bet once it reaches 100.00 with one
 * active member. The downline stakes 100.00 once on dice, so by docs/payroll.md
 * salary = floor(10,000 × 100 ÷ 10,000) = 100 minor units = 1.00, paid by the house since agent01
 * is a top agent. The demo brand's in-house rebate rate is 1.00 % too: 100.00 × 1 % = 1.00.
 */
const TIER = { minValidBet: '100', minActiveMembers: '1', ratePercent: '1' };
const STAKE = '100.00';
const SALARY = '1.00';
const REBATE = '1.00';
/** The demo brand's currency (apps/server/src/platform/demo-amounts.ts). */
const CURRENCY = 'VND';

const SIZES = [
  { size: 'desktop', phone: false, viewport: { width: 1440, height: 900 } },
  { size: 'phone', phone: true, viewport: { width: 375, height: 812 } },
] as const;

let browser: Browser;

async function openSized(
  theme: Theme,
  phone: boolean,
  viewport: { width: number; height: number },
  ip: string,
) {
  const page = await openIn(browser, theme, phone, ip);
  await page.setViewportSize(viewport);
  return page;
}

async function closeCentre(page: Page) {
  await page.getByTestId('agent-centre').getByRole('button', { name: 'Close' }).last().click();
  await page.getByTestId('agent-centre').waitFor({ state: 'detached' });
}

async function closeMemberCentre(page: Page) {
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('member-centre-dialog').waitFor({ state: 'detached' });
}

/** Deposits through the sandbox gateway's own page, from the header (desktop) or the tab bar (phone). */
async function deposit(page: Page, phone: boolean, amount: string) {
  const entry = phone
    ? page.getByTestId('bottom-nav').getByRole('button', { name: 'Deposit' })
    : page.getByTestId('deposit-button');
  await entry.click();
  const panel = page.getByTestId('member-centre-dialog');
  await panel.getByTestId('deposit-page').waitFor();
  // The gateway's redirect method (the brand offers a VietQR bank transfer first).
  await panel.locator('[data-testid^="deposit-method-"]', { hasText: 'Online banking' }).click();
  await panel.getByTestId('deposit-amount').fill(amount);
  await panel.getByTestId('deposit-submit').click();
  await page.waitForURL(/\/sandbox\/pay\//, { timeout: 30_000 });
  await page.locator('button[name="action"][value="pay"]').click();
  const result = page.locator('[data-testid="deposit-result"][data-status="paid"]');
  await result.waitFor({ timeout: 30_000 });
  await closeMemberCentre(page);
}

/** The payment password guards the transfer; an earlier run on this server may have set it already. */
async function ensurePaymentPassword(page: Page) {
  await openAccountItem(page, 'securityCenter');
  const panel = page.getByTestId('member-centre-dialog');
  const state = panel.getByTestId('payment-password-state');
  await state.waitFor();
  if ((await state.getAttribute('data-set')) !== 'true') {
    await panel.getByTestId('payment-password-new').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('payment-password-confirm').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('payment-password-submit').click();
    await confirmAlert(page, 'Your payment password is set.');
    await panel.locator('[data-testid="payment-password-state"][data-set="true"]').waitFor();
  }
  await closeMemberCentre(page);
}

/** Opens the payout statement of a contract from the statements page and reads its figures. */
async function statementOf(page: Page, section: Locator, role: 'Paid to me' | 'Paid by me', who: string) {
  await section.getByRole('tab', { name: role }).click();
  const open = section.getByRole('button', { name: new RegExp(`^Open the statement of .+ with ${who}$`) });
  await open.waitFor({ timeout: 30_000 });
  await open.click();
  const dialog = page.getByTestId('payroll-statement');
  await dialog.waitFor();
  return { dialog, figures: await describedFigures(dialog.locator('dl')) };
}

async function closeStatement(page: Page) {
  await page.getByTestId('payroll-statement').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('payroll-statement').waitFor({ state: 'detached' });
}

// One journey walks two accounts through a dozen screens, a game round, a deposit at the gateway
// and a payroll run: on a busy two-core machine it gets several minutes.
describe('agents', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [index, { size, phone, viewport }] of SIZES.entries()) {
    it(`an agent opens a downline, pays it a daily salary and both read the statement at ${viewport.width} px`, async () => {
      const downline = `dl${size[0]}${Date.now().toString(36)}`;
      const agent = await openSized('dark', phone, viewport, `198.51.100.${150 + index}`);

      // 1. agent01 opens the agent centre and registers a downline agent.
      await signIn(agent, AGENT.username, AGENT.password);
      await putKycOff(agent);
      let centre = await openAgentCentre(agent);
      const register = await openAgentPage(centre, 'Register account');
      await register.getByLabel(/^\*?Username$/).fill(downline);
      await register.getByLabel(/^\*?Password$/).fill(GIVEN_PASSWORD);
      await register.getByLabel(/^\*?Confirm password$/).fill(GIVEN_PASSWORD);
      await register.getByRole('tab', { name: 'Agent' }).click();
      await register.getByRole('button', { name: 'Register account' }).click();
      await register.getByText(`Account ${downline} has been opened below you.`).waitFor({ timeout: 30_000 });
      await viewShot(agent, `agents-register-${size}-dark`);

      // 2. It offers the downline a daily salary.
      const daily = await openAgentPage(centre, 'Daily salary');
      await daily.getByRole('button', { name: 'Offer a contract' }).click();
      const offer = agent.getByTestId('offer-dialog');
      await offer.waitFor();
      const pick = offer.getByLabel(/^\*?Direct downline username$/);
      await pick
        .locator('option')
        .filter({ hasText: new RegExp(`^${downline}$`) })
        .waitFor({ state: 'attached' });
      await pick.selectOption(downline);
      await offer.getByLabel('Minimum valid bets').fill(TIER.minValidBet);
      await offer.getByLabel('Minimum active members').fill(TIER.minActiveMembers);
      await offer.getByLabel('Rate (%)').fill(TIER.ratePercent);
      await expectFits(offer, 'offer');
      await viewShot(agent, `agents-offer-${size}-dark`);
      await offer.getByRole('button', { name: 'Send offer' }).click();
      await offer.waitFor({ state: 'detached' });
      await daily.getByText('Offer sent.').waitFor();
      const offered = daily.getByRole('listitem').filter({ hasText: `To ${downline}` });
      await offered.getByText('Pending').waitFor();
      await closeCentre(agent);

      // 3. The downline signs in for the first time, sets its own password and accepts.
      // The downline looks at the site in the light theme once, on the desktop run.
      const memberTheme: Theme = index === 0 ? 'light' : 'dark';
      const member = await openSized(memberTheme, phone, viewport, `198.51.100.${160 + index}`);
      await signInFirstTime(member, downline, GIVEN_PASSWORD, CHOSEN_PASSWORD);
      await putKycOff(member);
      let mine = await openAgentCentre(member);
      const contracts = await openAgentPage(mine, 'Daily salary');
      const given = contracts.getByRole('listitem').filter({ hasText: `From ${AGENT.username}` });
      await given.getByText('Waiting for your answer').waitFor();
      await given.getByRole('button', { name: 'Accept' }).click();
      const confirm = member.getByTestId('contract-action-dialog');
      await confirm.getByText('Accept this contract at 1%?').waitFor();
      await confirm.getByRole('button', { name: 'Accept' }).click();
      await confirm.waitFor({ state: 'detached' });
      await contracts.getByText('Done.').waitFor();
      await given.getByText('Active', { exact: true }).waitFor();
      await viewShot(member, `agents-contract-accepted-${size}-${memberTheme}`);
      await closeCentre(member);

      // 4. agent01 has no cash of its own: it deposits, then sends the downline 300.00.
      await deposit(agent, phone, '50000');
      await ensurePaymentPassword(agent);
      centre = await openAgentCentre(agent);
      const team = await openAgentPage(centre, 'Team management');
      await team.getByRole('button', { name: `Transfer to ${downline}` }).click();
      const transfer = agent.getByTestId('transfer-dialog');
      await transfer.getByLabel(/^\*?Amount$/).fill('300.00');
      await transfer.getByLabel(/^\*?Payment password$/).fill(PAYMENT_PASSWORD);
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await transfer.getByText(`300.00 sent to ${downline}.`).waitFor({ timeout: 30_000 });
      await transfer.getByRole('button', { name: 'OK' }).click();
      await transfer.waitFor({ state: 'detached' });
      await closeCentre(agent);

      // 5. The downline stakes 100.00 on dice; the round settles at once.
      await member.goto(`${baseUrl}/inhouse/dice`);
      const dice = member.getByTestId('inhouse-dice-page');
      await dice.waitFor();
      await dice.getByTestId('dice-stake').fill(STAKE);
      await dice.getByTestId('dice-roll').click();
      await dice
        .getByTestId('dice-result')
        .getByText(/^Rolled /)
        .waitFor({ timeout: 30_000 });
      // The rolled marker once widened a phone's page past the window, pushing the header's
      // account button out from under the finger.
      await expectFits(member.locator('html'), 'dice page after a roll');

      // 6. Staff pay the day running now, as the finance console does.
      const run = await fetch(`${baseUrl}/bo/api/payroll/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await staffToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'daily', current: true }),
      });
      expect(run.status).toBe(200);
      const { value: ran } = (await run.json()) as { value: { paid: number; failed: number } };
      expect(ran.failed).toBe(0);
      expect(ran.paid).toBeGreaterThanOrEqual(1);

      // 7. Both parties read the same statement: 1 % of 100.00, paid by the house, the downline
      // straight from the dice table.
      mine = await openAgentCentre(member);
      let statements = await openAgentPage(mine, 'Payout statements');
      const paidTo = await statementOf(member, statements, 'Paid to me', AGENT.username);
      expect(paidTo.figures).toMatchObject({
        'Upline → downline': `${AGENT.username} → ${downline}`,
        'Valid bet': STAKE,
        'Active members': '1',
        Rate: '1%',
        'Paid by': 'The house',
      });
      expect(paidTo.figures.Amount).toBe(`${SALARY} ${CURRENCY}`);
      await viewShot(member, `agents-statement-payee-${size}-${memberTheme}`);
      await closeStatement(member);
      const income = await openAgentPage(mine, 'My income');
      expect(await describedFigures(income.locator('dl').first())).toMatchObject({ Salary: SALARY });
      await viewShot(member, `agents-income-payee-${size}-${memberTheme}`);
      await closeCentre(member);

      centre = await openAgentCentre(agent);
      statements = await openAgentPage(centre, 'Payout statements');
      const paidBy = await statementOf(agent, statements, 'Paid by me', downline);
      expect(paidBy.figures).toEqual(paidTo.figures);
      await viewShot(agent, `agents-statement-payer-${size}-dark`);
      await closeStatement(agent);
      await expectFits(statements, 'statements');
      await viewShot(agent, `agents-statements-${size}-dark`);

      // The agent's reports after the day: each page photographed, none scrolling sideways.
      const bets = await openAgentPage(centre, 'Team betting');
      const betRow = bets.getByRole('listitem').filter({ hasText: downline });
      await betRow.getByText('Originals', { exact: true }).waitFor();
      await betRow.getByText('1 bet', { exact: true }).waitFor();
      expect(await betRow.getByText('Valid bet').locator('..').textContent()).toBe(`Valid bet ${STAKE}`);
      await expectFits(bets, 'team betting');
      await viewShot(agent, `agents-team-betting-${size}-dark`);
      const loss = await openAgentPage(centre, 'User loss');
      await expectFits(loss, 'user loss');
      await viewShot(agent, `agents-user-loss-${size}-dark`);
      const agentIncome = await openAgentPage(centre, 'My income');
      await expectFits(agentIncome, 'my income');
      await viewShot(agent, `agents-my-income-${size}-dark`);
      const details = await openAgentPage(centre, 'Account details');
      await details.getByRole('listitem').filter({ hasText: '-300.00' }).first().waitFor();
      await expectFits(details, 'account details');
      await viewShot(agent, `agents-account-details-${size}-dark`);
      await closeCentre(agent);

      // 8. The downline claims the rebate of its valid bet: 1 % on in-house games.
      await openAccountItem(member, 'manualRebate');
      const rebate = member.getByTestId('manual-rebate-page');
      await rebate.waitFor();
      await expect
        .poll(() => rebate.getByTestId('rebate-claimable').textContent(), { timeout: 30_000 })
        .toBe(`${REBATE} ${CURRENCY}`);
      await viewShot(member, `agents-rebate-${size}-${memberTheme}`);
      await rebate.getByRole('button', { name: 'Claim rebate' }).click();
      await confirmAlert(member, `${REBATE} has been added to your wallet.`);
      await rebate.getByText(`Rebate on ${STAKE} of valid bets`).waitFor();
      await viewShot(member, `agents-rebate-claimed-${size}-${memberTheme}`);

      await member.context().close();
      await agent.context().close();
    });
  }
});
