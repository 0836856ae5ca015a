import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_KEYS } from '@/features/identity/member-center';
import { useSessionStore } from '@/lib/session-store';
import { MEMBER } from '@/test/member-fixtures';
import { BANK_METHOD, LAZY, renderSignedIn, resetCentre, signedInWallet } from '@/test/wallet-kit';
import { useBalanceVisibility } from '../model/balance-visibility';

const DEPOSIT_ROUTES = {
  '/wps/cashier/deposit/methods': [BANK_METHOD],
};

afterEach(() => {
  resetCentre();
  useBalanceVisibility.setState({ hidden: false });
});

describe('member centre panel', { timeout: 20_000 }, () => {
  it('opens on deposit from the header shortcut, switches pages from its menu and closes', async () => {
    const user = userEvent.setup();
    signedInWallet({
      ...DEPOSIT_ROUTES,
      '/wps/cashier/withdraw/limits': {
        minAmount: '100.00',
        maxAmount: '1000000.00',
        available: '1234567.50',
        confirmMinutes: 30,
        paymentPasswordSet: false,
      },
      '/wps/cashier/withdrawals': { list: [], pageNo: 1, totalPages: 0, total: 0 },
      // A brand that runs the referral programme offers its entry too.
      '/wps/referral/status': { enabled: true },
    });
    await renderSignedIn();

    await user.click(screen.getByTestId('deposit-button'));
    const panel = await screen.findByTestId('member-centre-dialog');
    expect(panel).toHaveAttribute('data-page', 'depositv2');
    expect(within(panel).getByTestId('member-centre-title')).toHaveTextContent('Deposit');
    expect(await within(panel).findByTestId('deposit-method-1', {}, LAZY)).toHaveTextContent(
      'Online banking',
    );

    // Every §2 entry is on the menu, in the spec's order that the centre's keys keep (the left bar's
    // VIP page after the reward centre); this member has an upline.
    const items = within(panel)
      .getAllByTestId(/^centre-item-/)
      .map((el) => el.dataset.testid?.replace('centre-item-', ''));
    expect(items).toEqual([...MEMBER_CENTRE_KEYS]);

    // Every entry opens its own page under the panel's title.
    await user.click(within(panel).getByTestId('centre-item-missionLeaderboard'));
    await waitFor(() => expect(panel).toHaveAttribute('data-page', 'missionLeaderboard'));
    expect(within(panel).getByTestId('member-centre-title')).toHaveTextContent('Mission activity');

    await user.click(within(panel).getByTestId('centre-item-withdraw'));
    expect(await within(panel).findByTestId('withdraw-page', {}, LAZY)).toBeInTheDocument();

    await user.click(within(panel).getByTestId('member-centre-close'));
    expect(screen.queryByTestId('member-centre-dialog')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('withdraw-button'));
    expect(await screen.findByTestId('member-centre-dialog')).toHaveAttribute('data-page', 'withdraw');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('member-centre-dialog')).not.toBeInTheDocument();
  });

  it('leaves transfer to upline off the menu of a member without an upline', async () => {
    const user = userEvent.setup();
    signedInWallet({ ...DEPOSIT_ROUTES, '/wps/member/info': { ...MEMBER, toUpline: false } });
    await renderSignedIn();
    await waitFor(() => expect(useSessionStore.getState().profile?.toUpline).toBe(false));
    await user.click(screen.getByTestId('deposit-button'));
    const panel = await screen.findByTestId('member-centre-dialog');
    expect(within(panel).queryByTestId('centre-item-transferUpline')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('centre-item-transferFund')).toBeInTheDocument();
  });

  it('remembers a hidden balance on this device', async () => {
    const user = userEvent.setup();
    signedInWallet();
    const first = await renderSignedIn();
    const value = screen.getByTestId('header-balance-value');
    await waitFor(() => expect(value).toHaveTextContent('1,234,567.50'));
    await user.click(screen.getByTestId('header-balance-toggle'));
    expect(value).toHaveTextContent('******');
    expect(window.localStorage.getItem('balanceHidden')).toBe('true');
    first.unmount();

    // A later visit reads the choice back.
    useBalanceVisibility.setState({ hidden: window.localStorage.getItem('balanceHidden') === 'true' });
    await renderSignedIn();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveAttribute('data-state', 'hidden'));
    expect(screen.getByTestId('header-balance-value')).toHaveTextContent('******');
  });
});
