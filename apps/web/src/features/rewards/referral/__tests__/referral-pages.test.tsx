import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMemberCentreStore } from '@/features/identity/member-center';
import { failure } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { findAccountButton, findMemberCentre } from '@/test/shell-queries';
import { closeMemberCentre, openMemberCentrePage, signInUplineMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };
const INFO = {
  currency: 'VND',
  code: 'R0002S',
  invitePath: '/register?code=R0002S',
  rule: { enabled: true, rewardAmount: '50.00', condition: 'FIRST_DEPOSIT', threshold: '500.00' },
  invitedCount: 2,
  rewardedCount: 1,
  earned: '50.00',
};
const INVITEES = {
  total: 2,
  list: [
    {
      username: 'fr***01',
      joinedAt: '2026-03-16T05:00:00Z',
      reward: '50.00',
      rewardedAt: '2026-03-17T05:00:00Z',
    },
    { username: 'fr***02', joinedAt: '2026-03-15T05:00:00Z', reward: null, rewardedAt: null },
  ],
};
const PROGRESS = {
  currency: 'VND',
  level: 2,
  periodStart: '2026-03-01T00:00:00Z',
  periodEnd: '2026-04-01T00:00:00Z',
  validBet: '2500.00',
  deposit: '0.00',
  next: {
    level: 3,
    minValidBet: '5000.00',
    minDeposit: '1000.00',
    validBetNeeded: '2500.00',
    depositNeeded: '1000.00',
    upgradeBonus: '30.00',
  },
  keep: { validBet: '500.00', deposit: '0.00' },
  benefits: {
    cashbackBps: 150,
    withdrawMax: '20000.00',
    withdrawDailyMax: null,
    birthdayBonus: '88.00',
    vipService: false,
  },
  levels: [
    {
      level: 2,
      minValidBet: '1000.00',
      minDeposit: '0.00',
      keepValidBet: '500.00',
      keepDeposit: '0.00',
      upgradeBonus: '10.00',
      cashbackBps: 150,
      withdrawMax: '20000.00',
      withdrawDailyMax: null,
      birthdayBonus: '88.00',
    },
    {
      level: 3,
      minValidBet: '5000.00',
      minDeposit: '1000.00',
      keepValidBet: '2000.00',
      keepDeposit: '0.00',
      upgradeBonus: '30.00',
      cashbackBps: 200,
      withdrawMax: null,
      withdrawDailyMax: null,
      birthdayBonus: '0.00',
    },
  ],
};

/** The upline member, on a merchant whose referral programme is on. */
const signedIn = (routes: Parameters<typeof signInUplineMember>[0]) =>
  signInUplineMember({ '/wps/referral/status': { enabled: true }, ...routes });

afterEach(closeMemberCentre);

describe('referral and VIP pages', { timeout: 20_000 }, () => {
  it('shows the code, the link with its QR code, copy buttons and the invited friends', async () => {
    signedIn({ '/wps/referral/info': INFO, '/wps/referral/invitees': INVITEES });
    const panel = await openMemberCentrePage('referral');
    expect(await panel.findByText('R0002S', {}, LAZY)).toBeInTheDocument();
    expect(panel.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy Your referral code' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy Your invite link' })).toBeInTheDocument();
    const list = await panel.findByRole('list', { name: 'Friends you invited' });
    expect(within(list).getByText('+50.00')).toBeInTheDocument();
    expect(within(list).getByText('Not yet qualified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
  });

  it('designs the empty list and the failed load', async () => {
    signedIn({
      '/wps/referral/info': failure('UNAVAILABLE', 'down', 503),
      '/wps/referral/invitees': { total: 0, list: [] },
    });
    const panel = await openMemberCentrePage('referral');
    expect(await panel.findByText('No friends invited yet', {}, LAZY)).toBeInTheDocument();
    expect(await panel.findByRole('alert')).toHaveTextContent('Could not load this page');
  });

  it("offers no invite entry while the brand's referral is off, and the page opened by address says so", async () => {
    signedIn({
      '/wps/referral/status': { enabled: false },
      '/wps/referral/info': failure('REFERRAL_DISABLED', 'Inviting friends is not available', 403),
      '/wps/referral/invitees': { total: 0, list: [] },
    });
    const panel = await openMemberCentrePage('transactionHistory');
    await panel.findByTestId('centre-item-transactionHistory');
    expect(panel.queryByTestId('centre-item-referral')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refer a friend' })).not.toBeInTheDocument();

    useMemberCentreStore.getState().open('referral');
    expect(
      await panel.findByText('This site is not running a friend invitation programme right now.', {}, LAZY),
    ).toBeInTheDocument();
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(panel.queryByText('Friends you invited')).not.toBeInTheDocument();
  });

  it('shows the level in its colours, progress to the next level and the bonuses', async () => {
    signedIn({ '/wps/vip/progress': PROGRESS });
    const panel = await openMemberCentrePage('playerRank');
    expect(await panel.findByRole('heading', { name: /Level 2/ }, LAZY)).toBeInTheDocument();
    expect(panel.getByRole('progressbar', { name: 'Valid bets this month' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(panel.getByRole('progressbar', { name: 'Deposits this month' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(
      within(panel.getByRole('list', { name: 'VIP levels and bonuses' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // The current level's benefits: cashback rate, withdrawal limit, birthday bonus, service channel.
    const own = within(panel.getByRole('region', { name: "Your level's benefits" }));
    expect(own.getByText('Cashback rate: 1.50%')).toBeInTheDocument();
    expect(own.getByText(/Largest withdrawal: .*20,000/)).toBeInTheDocument();
    expect(own.getByText(/Birthday bonus: .*88/)).toBeInTheDocument();
    expect(own.getByText('Customer service: live chat')).toBeInTheDocument();
  });

  it('opens the reward centre from Rewards and the VIP page from VIP & Cashback', async () => {
    const user = userEvent.setup();
    signedIn({ '/wps/vip/progress': PROGRESS });
    renderRoute('/hot', makePermission());
    await findAccountButton();
    const side = within(screen.getByTestId('side-bar'));
    await user.click(side.getByRole('button', { name: /Rewards/ }));
    const panel = await findMemberCentre();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Reward centre' })).toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'Your rewards' }, LAZY)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await user.click(side.getByRole('button', { name: /VIP & Cashback/ }));
    expect(
      within(await findMemberCentre()).getByRole('heading', { level: 2, name: 'VIP & cashback' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('player-rank-page', {}, LAZY)).toBeInTheDocument();
  });

  it('shows a member at the top level how far they are from keeping it', async () => {
    signedIn({
      '/wps/vip/progress': {
        ...PROGRESS,
        level: 3,
        validBet: '1000.00',
        deposit: '0.00',
        next: null,
        keep: { validBet: '2000.00', deposit: '0.00' },
      },
    });
    const panel = await openMemberCentrePage('playerRank');
    expect(await panel.findByRole('heading', { name: /Level 3/ }, LAZY)).toBeInTheDocument();
    expect(panel.getByText('You are at the highest level.')).toBeInTheDocument();
    expect(panel.getByRole('progressbar', { name: 'Valid bets to keep it' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // Nothing to deposit to keep it: no bar for that.
    expect(panel.queryByRole('progressbar', { name: 'Deposits to keep it' })).not.toBeInTheDocument();
  });

  it('lists no zero birthday bonus for a level without rules of its own', async () => {
    signedIn({
      '/wps/vip/progress': {
        ...PROGRESS,
        level: 5,
        next: null,
        keep: null,
        benefits: {
          cashbackBps: null,
          withdrawMax: null,
          withdrawDailyMax: null,
          birthdayBonus: '0.00',
          vipService: true,
        },
        levels: [],
      },
    });
    const panel = await openMemberCentrePage('playerRank');
    const own = within(await panel.findByRole('region', { name: "Your level's benefits" }, LAZY));
    expect(own.getByText('VIP customer service')).toBeInTheDocument();
    expect(own.queryByText(/Birthday bonus/)).not.toBeInTheDocument();
    expect(panel.getByText('VIP levels are set by our team.')).toBeInTheDocument();
  });
});
