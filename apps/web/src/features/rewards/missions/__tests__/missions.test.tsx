import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { alertText } from '@/test/member-fixtures';
import { closeMemberCentre, openMemberCentrePage, signInUplineMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };
const SUMMARY_PATH = '/wps/relay/MCSFE_getMissionSummaryDetails';
const BOARD_PATH = '/wps/relay/MCSFE_getMissionLeaderboard';
const CLAIM_PATH = '/wps/missions/claim';

const period = {
  currency: 'VND',
  startsAt: '2026-03-16T00:00:00Z',
  endsAt: '2026-04-15T00:00:00Z',
  claimUntil: '2026-04-22T00:00:00Z',
  claimedAt: null,
};
const ROUNDS = {
  ...period,
  id: '1',
  name: 'Play 10 rounds',
  kind: 'bet_count',
  category: null,
  target: '10',
  progress: '3',
  percent: 30,
  reward: '10.00',
  state: 'in_progress',
};
const SLOTS = {
  ...period,
  id: '2',
  name: 'Wager 1,000.00 in slots',
  kind: 'turnover',
  category: 'RNG',
  target: '1000.00',
  progress: '1250.50',
  percent: 100,
  reward: '50.00',
  state: 'claimable',
};
const BOARD = {
  missionId: null,
  kind: null,
  list: [
    { rank: 1, name: 'ab***12', value: '3', completed: true, me: false },
    { rank: 2, name: 'de***01', value: '1', completed: true, me: true },
  ],
};
const SLOTS_BOARD = {
  missionId: '2',
  kind: 'turnover',
  list: [{ rank: 1, name: 'zz***99', value: '5000.00', completed: true, me: false }],
};

afterEach(closeMemberCentre);

describe('mission activity page', { timeout: 20_000 }, () => {
  it('shows progress, claims a completed mission once and counts it off the badge', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const api = signInUplineMember({
      [SUMMARY_PATH]: () => ({
        claimableCount: claimed ? 0 : 1,
        list: [ROUNDS, claimed ? { ...SLOTS, state: 'claimed', claimedAt: '2026-03-17T08:00:00Z' } : SLOTS],
      }),
      [BOARD_PATH]: BOARD,
      [CLAIM_PATH]: () => {
        claimed = true;
        return {
          claim: { id: '9', missionId: '2', amount: '50.00', createdAt: '2026-03-17T08:00:00Z' },
          replayed: false,
        };
      },
    });
    const page = await openMemberCentrePage('missionLeaderboard');
    // The panel's title and the page's own heading both name it once the page has loaded.
    expect((await page.findAllByRole('heading', { name: 'Mission activity' }, LAZY)).length).toBeGreaterThan(
      0,
    );
    const entry = page.getByTestId('centre-item-missionLeaderboard');
    expect(await within(entry).findByText('Missions ready to claim: 1')).toBeInTheDocument();

    const rounds = await page.findByRole('listitem', { name: 'Play 10 rounds' });
    expect(within(rounds).getByRole('progressbar', { name: 'Progress of Play 10 rounds' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(rounds).toHaveTextContent('3 / 10');
    expect(rounds).toHaveTextContent('In progress');
    expect(within(rounds).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();

    const slots = page.getByRole('listitem', { name: 'Wager 1,000.00 in slots' });
    expect(slots).toHaveTextContent('Wager 1,000.00 in Slots');
    expect(slots).toHaveTextContent('1,250.50 / 1,000.00');
    expect(slots).toHaveTextContent('Ready to claim');
    await user.click(within(slots).getByRole('button', { name: 'Claim Wager 1,000.00 in slots' }));
    expect(await alertText()).toBe('50.00 has been added to your wallet.');
    expect(callsTo(api, CLAIM_PATH)).toBe(1);
    expect(bodyOf(api, CLAIM_PATH)).toEqual({
      missionId: '2',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() =>
      expect(page.getByRole('listitem', { name: 'Wager 1,000.00 in slots' })).toHaveTextContent('Claimed'),
    );
    await waitFor(() => expect(within(entry).queryByText(/Missions ready to claim/)).not.toBeInTheDocument());
  });

  it('ranks members with masked names, marks the member, and switches to one mission', async () => {
    const user = userEvent.setup();
    const api = signInUplineMember({
      [SUMMARY_PATH]: { claimableCount: 1, list: [ROUNDS, SLOTS] },
      [BOARD_PATH]: (url: URL) => (url.searchParams.get('missionId') === '2' ? SLOTS_BOARD : BOARD),
    });
    const page = await openMemberCentrePage('missionLeaderboard');
    const table = await page.findByRole('table', { name: 'Leaderboard' }, LAZY);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1ab***123', '2de***01You1']);
    expect(within(table).getByRole('columnheader', { name: 'Missions' })).toBeInTheDocument();

    await user.selectOptions(page.getByLabelText('Ranking'), 'Wager 1,000.00 in slots');
    await waitFor(() =>
      expect(
        within(page.getByRole('table', { name: 'Leaderboard' })).getByRole('row', { name: /zz\*\*\*99/ }),
      ).toHaveTextContent('5,000.00Done'),
    );
    expect(callsTo(api, BOARD_PATH)).toBe(2);
  });

  it('shows the empty states, says why a claim was refused, and retries a failed load', async () => {
    const user = userEvent.setup();
    let fail = true;
    signInUplineMember({
      [SUMMARY_PATH]: () =>
        fail ? failure('UNAVAILABLE', 'down', 503) : { claimableCount: 1, list: [SLOTS] },
      [BOARD_PATH]: { missionId: null, kind: null, list: [] },
      [CLAIM_PATH]: () => failure('MISSION_ALREADY_CLAIMED', 'already', 409),
    });
    const page = await openMemberCentrePage('missionLeaderboard');
    const alert = await page.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Could not load the missions');
    expect(await page.findByText('No one on the board yet')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await page.findByRole('button', { name: 'Claim Wager 1,000.00 in slots' }));
    expect(await alertText()).toBe('You have already claimed this reward');
  });

  it('says so when the brand has no missions', async () => {
    signInUplineMember({
      [SUMMARY_PATH]: { claimableCount: 0, list: [] },
      [BOARD_PATH]: { missionId: null, kind: null, list: [] },
    });
    const page = await openMemberCentrePage('missionLeaderboard');
    expect(await page.findByText('No missions right now', {}, LAZY)).toBeInTheDocument();
  });
});
