import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, type stubApi } from '@/test/fetch-stub';
import { findMemberCentre } from '@/test/shell-queries';
import { closeMemberCentre, openMemberCentrePage, signInMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };

const PROGRESS = {
  currency: 'VND',
  level: 5,
  periodStart: '2026-03-01T00:00:00Z',
  periodEnd: '2026-04-01T00:00:00Z',
  validBet: '0.00',
  deposit: '0.00',
  next: {
    level: 6,
    minValidBet: '8000000.00',
    minDeposit: '800000.00',
    validBetNeeded: '8000000.00',
    depositNeeded: '800000.00',
    upgradeBonus: '30000.00',
  },
  keep: { validBet: '1500000.00', deposit: '0.00' },
  benefits: {
    cashbackBps: 130,
    withdrawMax: null,
    withdrawDailyMax: null,
    birthdayBonus: '5000.00',
    vipService: true,
  },
  levels: [],
};

function signedIn(routes: Parameters<typeof stubApi>[0]) {
  return signInMember({
    '/wps/vip/progress': PROGRESS,
    '/wps/relay/MCSFE_getMissionSummaryDetails': { claimableCount: 2, list: [] },
    '/wps/rebate/summary': { currency: 'VND', claimable: '1250.50', categories: [], lastClaimAt: null },
    '/wps/bonus/details': { list: [], pageNo: 1, totalPages: 0, total: 0, activeAmount: '20000.00' },
    '/wps/relay/MCS2_getPointBalance': { points: 340 },
    ...routes,
  });
}

afterEach(closeMemberCentre);

describe('reward centre', { timeout: 20_000 }, () => {
  it('gathers what the member can collect, each leading to its own page', async () => {
    const user = userEvent.setup();
    signedIn({ '/wps/referral/status': { enabled: false } });
    const panel = await openMemberCentrePage('rewardCenter');
    const vip = within(await panel.findByRole('region', { name: 'VIP level' }, LAZY));
    expect(await vip.findByText('Level 5 · Platinum')).toBeInTheDocument();
    expect(vip.getByText(/Next: Diamond, upgrade bonus 30,000\.00/)).toBeInTheDocument();
    const missions = within(panel.getByRole('region', { name: 'Missions' }));
    expect(await missions.findByText('Ready to claim: 2')).toBeInTheDocument();
    const rebate = within(panel.getByRole('region', { name: 'Rebate' }));
    expect(await rebate.findByText('1,250.50 to claim')).toBeInTheDocument();
    const bonus = within(panel.getByRole('region', { name: 'Bonuses' }));
    expect(await bonus.findByText('20,000.00 in active bonuses')).toBeInTheDocument();
    const points = within(panel.getByRole('region', { name: 'Points' }));
    expect(await points.findByText('340 points')).toBeInTheDocument();
    // The brand runs no referral programme: no invite tile.
    expect(panel.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();

    await user.click(missions.getByRole('button', { name: 'See missions' }));
    expect(
      within(await findMemberCentre()).getByRole('heading', { level: 2, name: 'Mission activity' }),
    ).toBeInTheDocument();
  });

  it('says so in its tile when one figure cannot be read, and offers to try again', async () => {
    signedIn({
      '/wps/referral/status': { enabled: false },
      '/wps/rebate/summary': failure('UNAVAILABLE', 'down', 503),
    });
    const panel = await openMemberCentrePage('rewardCenter');
    const rebate = within(await panel.findByRole('region', { name: 'Rebate' }, LAZY));
    expect(await rebate.findByText('Not available right now')).toBeInTheDocument();
    expect(rebate.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      await within(panel.getByRole('region', { name: 'Points' })).findByText('340 points'),
    ).toBeInTheDocument();
  });
});
