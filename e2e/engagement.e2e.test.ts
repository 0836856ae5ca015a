import { formatCount, formatMinor, parseAmountToMinor } from '@pf/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_MERCHANT_CODE } from '../apps/server/src/areas/brand/merchant/demo-merchant.ts';
import { shot, useBrowser, viewShot } from './support/browser.ts';
import { registerMember } from './support/register.ts';
import { confirmAlert, expectFits } from './support/screen.ts';
import { openIn, staffToken } from './support/session.ts';

const baseUrl = inject('baseUrl');

const PASSWORD = 'Journey@2024';
const PAYMENT_PASSWORD = '135790';
// Sized for the demo brand's dong: its deposits start at 50,000.00 and a point takes 1,000.00 of bets.
const DEPOSIT = '1000000';
/** 10 % of the deposit, at most 100,000.00, to wager three times: three in-house bets of 100,000.00. */
const MATCH = { percentBps: 1_000, cap: '100000.00', minDeposit: '100000.00', wageringMultiple: 3 };
const BONUS_MINOR = 100_000_00n;
const STAKE = '100000';
const MISSION_BETS = 3;
const REWARD_POINTS = 200;
const REWARD_STOCK = 1500;
/** A number grouped with dots ("17.901"), the language's own habit the site does not follow. */
const DOT_GROUPED = /\d\.\d{3}(?!\d)/;

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false, ip: '203.0.113.61' },
  { name: '375', viewport: { width: 375, height: 812 }, phone: true, ip: '203.0.113.62' },
] as const;

const minor = (shown: string) => parseAmountToMinor(shown.trim().replaceAll(',', '')) ?? 0n;

// One staff sign-in for the whole journey, as a console keeps its session: the staff login
// route allows ten attempts a minute from one address.
let staffTokenOnce: Promise<string> | undefined;
const staffSession = () => {
  staffTokenOnce ??= staffToken();
  return staffTokenOnce;
};

/** A back-office call as the staff console makes it; fails the journey on any refusal. */
async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/bo/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await staffSession()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { value: T }).value;
}

interface Setup {
  promotionTitle: string;
  freeBetPromotionId: number;
  missionName: string;
  rewardName: string;
}

/**
 * What staff set up for one member's journey: a deposit-match promotion with a small wagering
 * requirement, a "bet N times" mission, a cheap points-mall reward and, when the brand has none,
 * VIP level rules (out of everyone's reach and without bonuses, so no other journey's member moves).
 * The merchant id is read from the member's verification, which staff also approve.
 */
async function staffSetUp(username: string, tag: string): Promise<Setup> {
  const queue = await staff<Array<{ memberId: string; merchantId: number; username: string }>>(
    'GET',
    '/kyc?status=P&limit=500',
  );
  const member = queue.find((m) => m.username === username);
  if (!member) throw new Error(`${username} is not waiting for verification`);
  await staff('POST', `/kyc/${member.memberId}/approve`, { note: 'documents readable' });
  const { merchantId } = member;

  const promotions = await staff<Array<{ id: number; imageId: string }>>(
    'GET',
    `/promotions?merchantId=${merchantId}`,
  );
  const rules = await staff<Array<{ promotionId: number; kind: string; active: boolean }>>(
    'GET',
    `/bonus/rules?merchantId=${merchantId}`,
  );
  const freeBet = rules.find((r) => r.kind === 'free_bet' && r.active);
  if (!freeBet || !promotions[0]) throw new Error('the demo brand has no free-bet promotion');

  const promotionTitle = `Reload match ${tag}`;
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const promotion = await staff<{ id: number }>('POST', '/promotions', {
    merchantId,
    category: 'deposit',
    imageId: promotions[0].imageId,
    startsAt: hourAgo,
    sort: 0,
    texts: [
      {
        language: 'EN',
        title: promotionTitle,
        summary: '10% of your next deposit, up to 100,000.00, wagered three times.',
        terms: 'Join before you deposit.\n\n- In-house games count in full.',
      },
    ],
  });
  await staff('POST', '/bonus/rules', {
    promotionId: promotion.id,
    kind: 'deposit_match',
    ...MATCH,
    weights: { INHOUSE: 10_000 },
    expiryDays: 7,
    onePerFingerprint: false,
  });

  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const missionName = `Roll ${MISSION_BETS} times ${tag}`;
  await staff('POST', '/missions', {
    merchantCode: DEMO_MERCHANT_CODE,
    names: { EN: missionName },
    kind: 'bet_count',
    target: String(MISSION_BETS),
    reward: '5.00',
    startsAt: new Date(hour).toISOString(),
    endsAt: new Date(hour + 48 * 3_600_000).toISOString(),
  });

  const rewardName = `Lucky keyring ${tag}`;
  await staff('POST', '/points/rewards', {
    merchantCode: DEMO_MERCHANT_CODE,
    names: { EN: rewardName },
    points: REWARD_POINTS,
    // Enough to need a thousands separator, which the Vietnamese step below reads.
    stock: REWARD_STOCK,
  });

  const vip = await staff<{ levels: unknown[] }>('GET', `/vip/rules?merchantCode=${DEMO_MERCHANT_CODE}`);
  if (vip.levels.length === 0) {
    await staff('PUT', '/vip/rules', {
      merchantCode: DEMO_MERCHANT_CODE,
      levels: [
        {
          level: 2,
          minValidBet: '500000.00',
          minDeposit: '500000.00',
          keepValidBet: '0',
          keepDeposit: '0',
          upgradeBonus: '0',
        },
      ],
    });
  }
  return { promotionTitle, freeBetPromotionId: freeBet.promotionId, missionName, rewardName };
}

/**
 * A full-page picture from the top: taken further down, the sticky header and side bar are drawn
 * where the window stood, over the middle of the page.
 */
async function topShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await shot(page, name);
}

/** Switches the site's language from the phone's side-bar menu. */
async function chooseLanguageOnPhone(page: Page, code: string) {
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByTestId('side-bar').getByTestId('language-menu').getByRole('button').first().click();
  await page.getByTestId(`language-option-${code}`).click();
  await page.keyboard.press('Escape');
}

/** Opens the member centre the way the screen size offers: the header button or the bottom bar. */
async function openCentre(page: Page, phone: boolean) {
  const deposit = phone
    ? page.getByTestId('bottom-nav').getByRole('button', { name: 'Deposit' })
    : page.getByTestId('deposit-button');
  await deposit.click();
  await page.getByTestId('member-centre-dialog').waitFor();
}

/** A member-centre menu entry as shown: a row of the side menu, or a chip of the phone strip. */
async function centreEntry(page: Page, key: string): Promise<Locator> {
  const panel = page.getByTestId('member-centre-dialog');
  const menuItem = panel.getByTestId(`centre-item-${key}`);
  return (await menuItem.isVisible()) ? menuItem : panel.getByTestId(`centre-chip-${key}`);
}

async function openCentrePage(page: Page, key: string) {
  const panel = page.getByTestId('member-centre-dialog');
  await (await centreEntry(page, key)).click();
  await page.locator(`[data-testid="member-centre-dialog"][data-page="${key}"]`).waitFor();
  // Wait for the page's chunk and data: no spinner or skeleton left.
  await expect.poll(() => panel.locator('[role="status"]').count(), { timeout: 30_000 }).toBe(0);
}

async function closeCentre(page: Page) {
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('member-centre-dialog').waitFor({ state: 'detached' });
}

/** The "Valid bets this month" line of the way to the next VIP level, as shown. */
async function vipTurnover(page: Page): Promise<string> {
  const rank = page.getByTestId('player-rank-page');
  const bar = rank.getByRole('progressbar', { name: 'Valid bets this month' });
  await bar.waitFor();
  return (await bar.locator('xpath=..').innerText()).replace(/\s+/g, ' ').trim();
}

/** One part (Cash, Bonus) of the balance card on the cashier pages, in minor units. */
async function balancePart(page: Page, part: 'Cash' | 'Bonus'): Promise<bigint> {
  const card = page.getByTestId('balance-summary');
  await expect.poll(() => card.getByTestId('balance-summary-value').textContent()).not.toContain('Updating');
  const row = card.locator('dl > div').filter({ has: page.getByText(part, { exact: true }) });
  return minor((await row.locator('dd').textContent()) ?? '');
}

/** Plays one in-house round from its page and answers the cash balance the round left. */
async function playRound(page: Page, button: Locator, path: string): Promise<bigint> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST', {
      timeout: 30_000,
    }),
    button.click(),
  ]);
  expect(res.status()).toBe(200);
  const { value } = (await res.json()) as { value: { balance: string } };
  await expect.poll(() => button.isEnabled()).toBe(true);
  return minor(value.balance);
}

// A whole member's life through five features on a busy two-core machine: several minutes.
describe('engagement', { timeout: 600_000 }, () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`claims a deposit bonus, wagers it to release, completes a mission, redeems points and climbs the VIP bar (${size.name} px)`, async () => {
      const shotName = (name: string, theme = 'dark') => `engagement-${name}-${size.name}-${theme}`;
      const page = await openIn(browser(), 'dark', size.phone, size.ip);
      await page.setViewportSize(size.viewport);
      const tag = `${size.name}${Date.now().toString(36).slice(-5)}`;
      const username = `eng${tag}`;
      await registerMember(page, username, PASSWORD);
      const setup = await staffSetUp(username, tag);

      // The promotions page lists the new offer; its detail page has the bonus to join.
      await page.goto(`${baseUrl}/promotions`);
      await page.getByTestId('promotions-page').waitFor();
      const card = page.getByRole('link', { name: new RegExp(setup.promotionTitle) });
      await card.waitFor();
      await topShot(page, shotName('promotions'));
      await card.click();
      await page.getByTestId('promo-detail-page').waitFor();
      const offer = page.getByTestId('promo-bonus');
      await offer.getByText('Wagering: 3× the bonus').waitFor();
      await expectFits(page.getByTestId('promo-detail-page'), 'promoDetail');
      await topShot(page, shotName('promoDetail'));
      await offer.getByTestId('promo-bonus-take').click();
      await confirmAlert(page, 'You have joined. Your bonus shows in Bonus details.');

      // The new-player free bet too, so the dice page offers its credit.
      await page.goto(`${baseUrl}/promoDetail?id=${setup.freeBetPromotionId}`);
      await page.getByTestId('promo-bonus-take').click();
      await confirmAlert(page);

      // The payment password the points mall will ask for, set in the security centre.
      await openCentre(page, size.phone);
      await openCentrePage(page, 'securityCenter');
      const panel = page.getByTestId('member-centre-dialog');
      await panel.getByTestId('payment-password-new').fill(PAYMENT_PASSWORD);
      await panel.getByTestId('payment-password-confirm').fill(PAYMENT_PASSWORD);
      await panel.getByTestId('payment-password-submit').click();
      await confirmAlert(page, 'Your payment password is set.');

      // The VIP bar before any bet.
      await openCentrePage(page, 'playerRank');
      const turnoverBefore = await vipTurnover(page);
      expect(turnoverBefore).toMatch(/^Valid bets this month 0\.00 \//);
      await viewShot(page, shotName('playerRank'));

      // Deposit through the sandbox provider: the match is granted with the credit.
      await openCentrePage(page, 'depositv2');
      // The gateway's redirect method (the brand offers a VietQR bank transfer first).
      await panel.locator('[data-testid^="deposit-method-"]', { hasText: 'Online banking' }).click();
      await panel.getByTestId('deposit-amount').fill(DEPOSIT);
      await panel.getByTestId('deposit-submit').click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.locator('button[name="action"][value="pay"]').click();
      await page.locator('[data-testid="deposit-result"][data-status="paid"]').waitFor({ timeout: 30_000 });

      await openCentrePage(page, 'bonusDetails');
      const matchRow = panel.getByTestId('bonus-row').filter({ hasText: 'Deposit match' });
      await matchRow.locator('[data-testid="status-badge"][data-status="active"]').waitFor();
      expect(await matchRow.getByText('Wagering 0.00 / 300,000.00').count()).toBe(1);
      await expectFits(panel.getByTestId('bonus-details-page'), 'bonusDetails');
      // Every state filter shows its whole label, however narrow the screen.
      const filters = panel.getByRole('tablist', { name: 'Bonus state' }).getByRole('tab');
      for (const tab of await filters.all()) {
        const label = await tab.textContent();
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${label}`).toBe(true);
      }
      await viewShot(page, shotName('bonusDetails'));
      await closeCentre(page);

      // Two dice rolls and one limbo round of 100,000.00 each: 300,000.00 of in-house stakes.
      await page.goto(`${baseUrl}/inhouse/dice`);
      await page.getByTestId('inhouse-dice-page').waitFor();
      await page.getByTestId('free-bet-panel').getByTestId('free-bet-roll').waitFor();
      await expectFits(page.getByTestId('inhouse-dice-page'), 'dice');
      await page.getByTestId('free-bet-panel').scrollIntoViewIfNeeded();
      await viewShot(page, shotName('dice-free-bet'));
      // The stake box shows the largest stake whole, beside or above its quick buttons.
      await page.getByTestId('dice-stake').fill('1000000.00');
      await expectFits(page.getByTestId('dice-stake'), 'dice stake box');
      await page.getByTestId('dice-stake').fill(STAKE);
      for (let i = 0; i < 2; i++)
        await playRound(page, page.getByTestId('dice-roll'), '/wps/inhouse/dice/roll');
      await page.goto(`${baseUrl}/inhouse/limbo`);
      await page.getByTestId('limbo-stake').fill(STAKE);
      // The round that meets the requirement: its cash is the cash before the release.
      const cashBeforeRelease = await playRound(
        page,
        page.getByTestId('limbo-play'),
        '/wps/inhouse/limbo/play',
      );

      // The requirement is met and the bonus released to cash.
      await openCentre(page, size.phone);
      await expect
        .poll(
          async () => {
            await openCentrePage(page, 'transactionHistory');
            await openCentrePage(page, 'bonusDetails');
            return matchRow.getByTestId('status-badge').getAttribute('data-status');
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe('released');
      expect(await matchRow.getByText('Wagering 300,000.00 / 300,000.00').count()).toBe(1);
      await viewShot(page, shotName('bonusDetails-released'));
      await openCentrePage(page, 'depositv2');
      expect(formatMinor(await balancePart(page, 'Cash'))).toBe(formatMinor(cashBeforeRelease + BONUS_MINOR));

      // The mission is complete: the menu shows it ready to claim, the page pays it once.
      await openCentrePage(page, 'missionLeaderboard');
      const badge = (await centreEntry(page, 'missionLeaderboard')).getByTestId(
        'centre-badge-missionLeaderboard',
      );
      await badge.waitFor();
      const ready = Number(await badge.locator('[aria-hidden="true"]').textContent());
      expect(ready).toBeGreaterThanOrEqual(1);
      const claim = panel.getByRole('button', { name: `Claim ${setup.missionName}` });
      await claim.waitFor();
      await expectFits(panel.getByTestId('mission-page'), 'missions');
      await viewShot(page, shotName('missions'));
      await claim.click();
      await confirmAlert(page, '5.00 has been added to your wallet.');
      await expect.poll(() => claim.count()).toBe(0);
      if (ready === 1) await badge.waitFor({ state: 'detached' });
      else
        await expect.poll(() => badge.locator('[aria-hidden="true"]').textContent()).toBe(String(ready - 1));

      // The VIP bar moved with the bets.
      await openCentrePage(page, 'playerRank');
      await expect.poll(() => vipTurnover(page)).not.toBe(turnoverBefore);
      expect(await vipTurnover(page)).toMatch(/^Valid bets this month 300,000\.00 \//);
      // The bar is drawn: its fill has a colour of the theme (it once had none, so no bar showed).
      const fill = panel.getByRole('progressbar', { name: 'Valid bets this month' }).locator('div');
      expect(await fill.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/gradient/);
      await expectFits(panel.getByTestId('player-rank-page'), 'playerRank');
      await viewShot(page, shotName('playerRank-after'));
      // The reward centre gathers the member's rewards, each in a tile of its own.
      await openCentrePage(page, 'rewardCenter');
      await expectFits(panel.getByTestId('reward-centre-page'), 'rewardCenter');
      await viewShot(page, shotName('rewardCenter'));
      await closeCentre(page);

      // Points from the settled bets buy the new reward, with the payment password.
      const { betPerPoint } = await staff<{ betPerPoint: string }>(
        'GET',
        `/points/config?merchantCode=${DEMO_MERCHANT_CODE}`,
      );
      // Each settled bet earns its own whole points (docs/points.md).
      const earned = MISSION_BETS * Number(minor(STAKE) / minor(betPerPoint));
      await page.goto(`${baseUrl}/pointMall`);
      const mall = page.getByTestId('point-mall-page');
      const balance = mall.getByTestId('points-balance');
      // "—" until the balance is in, then the whole points with thousands separators.
      const shownPoints = async () => {
        const text = (await balance.textContent()) ?? '';
        return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : null;
      };
      await expect.poll(shownPoints, { timeout: 30_000 }).toBe(earned);
      expect(earned).toBeGreaterThanOrEqual(REWARD_POINTS);
      const redeem = mall.getByRole('button', { name: `Redeem ${setup.rewardName}` });
      await redeem.waitFor();
      await expectFits(mall, 'pointMall');
      await topShot(page, shotName('pointMall'));
      if (!size.phone) {
        await page.getByTestId('theme-toggle').click();
        await page.locator('[data-testid="theme-toggle"][data-theme="light"]').waitFor();
        await topShot(page, shotName('pointMall', 'light'));
        await page.getByTestId('theme-toggle').click();
      }
      await redeem.click();
      const dialog = page.getByTestId('redeem-dialog');
      await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
      await confirmAlert(page, 'Redemption submitted. It is now in process.');
      await expect.poll(shownPoints).toBe(earned - REWARD_POINTS);

      if (size.phone) {
        // In Vietnamese the points, the reward's stock and the money read one way: comma thousands.
        await chooseLanguageOnPhone(page, 'VI');
        const card = mall.getByRole('listitem').filter({ hasText: setup.rewardName });
        await card.getByText(`Còn ${formatCount(REWARD_STOCK - 1)}`).waitFor();
        expect(await mall.innerText()).not.toMatch(DOT_GROUPED);
        await topShot(page, shotName('pointMall-vi'));
        await page.getByTestId('bottom-nav').getByRole('button', { name: 'Nạp tiền' }).click();
        await page.getByTestId('member-centre-dialog').waitFor();
        const money = page.getByTestId('balance-summary-value');
        await expect.poll(() => money.textContent(), { timeout: 30_000 }).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}/);
        expect(await page.getByTestId('member-centre-dialog').innerText()).not.toMatch(DOT_GROUPED);
        await viewShot(page, shotName('wallet-vi'));
      }
      await page.context().close();
    });
  }
});
