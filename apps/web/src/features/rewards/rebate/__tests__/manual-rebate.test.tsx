import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { alertText } from '@/test/member-fixtures';
import { closeMemberCentre, openMemberCentrePage, signInUplineMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };

const SUMMARY = {
  currency: 'VND',
  claimable: '9.87',
  categories: [
    { category: 'RNG', validBet: '1234.56', rateBps: 80, amount: '9.87' },
    { category: 'LIVE', validBet: '0.50', rateBps: 50, amount: '0.00' },
  ],
  lastClaimAt: null,
};
const CLAIM = { id: '7', amount: '9.87', validBet: '1235.06', createdAt: '2026-03-16T05:00:00Z' };
const EMPTY = { currency: 'VND', claimable: '0.00', categories: [], lastClaimAt: null };

afterEach(closeMemberCentre);

describe('manual rebate page', { timeout: 20_000 }, () => {
  it('shows the rebate per category, claims it once and lists the claim', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const api = signInUplineMember({
      '/wps/rebate/summary': () => (claimed ? { ...EMPTY, lastClaimAt: CLAIM.createdAt } : SUMMARY),
      '/wps/rebate/claims': () => ({ list: claimed ? [CLAIM] : [], total: claimed ? 1 : 0 }),
      '/wps/rebate/claim': () => {
        claimed = true;
        return { claim: CLAIM, replayed: false };
      },
    });
    const page = await openMemberCentrePage('manualRebate');
    // The panel's title and the page's own heading may both name it while the page loads.
    expect((await page.findAllByRole('heading', { name: 'Manual rebate' }, LAZY)).length).toBeGreaterThan(0);
    const table = await page.findByRole('table', { name: 'Rebate by game category' }, LAZY);
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('1,234.56');
    expect(slots).toHaveTextContent('0.80%');
    expect(slots).toHaveTextContent('9.87');
    expect(within(table).getByRole('row', { name: /Live casino/ })).toHaveTextContent('0.50%');
    expect(page.getByText('No claims yet')).toBeInTheDocument();

    await user.click(page.getByRole('button', { name: 'Claim rebate' }));
    expect(await alertText()).toBe('9.87 has been added to your wallet.');
    expect(callsTo(api, '/wps/rebate/claim')).toBe(1);
    expect(bodyOf(api, '/wps/rebate/claim')).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(page.getByTestId('rebate-claimable')).toHaveTextContent('0.00'));
    expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(await page.findByText('Rebate on 1,235.06 of valid bets')).toBeInTheDocument();
  });

  it('shows the empty state with the claim button off when nothing has accrued', async () => {
    signInUplineMember({ '/wps/rebate/summary': EMPTY, '/wps/rebate/claims': { list: [], total: 0 } });
    const page = await openMemberCentrePage('manualRebate');
    expect(await page.findByText('No valid bets since your last claim', {}, LAZY)).toBeInTheDocument();
    expect(page.getByText('No rebate claimed yet')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  it('says why a claim was refused, and recovers from a failed load by retrying', async () => {
    const user = userEvent.setup();
    let fail = true;
    signInUplineMember({
      '/wps/rebate/summary': () => (fail ? failure('UNAVAILABLE', 'down', 503) : SUMMARY),
      '/wps/rebate/claims': { list: [], total: 0 },
      '/wps/rebate/claim': () => failure('REBATE_NOTHING_TO_CLAIM', 'There is no rebate to claim yet', 409),
    });
    const page = await openMemberCentrePage('manualRebate');
    const alert = await page.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Could not load the rebate');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await page.findByRole('button', { name: 'Claim rebate' }));
    expect(await alertText()).toBe('There is no rebate to claim yet');
  });
});
