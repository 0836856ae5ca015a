import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '@/lib/i18n/change-language';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { signInMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };

const CONFIG = {
  enabled: true,
  currency: 'VND',
  betPerPoint: '1.00',
  convertPoints: 100,
  convertAmount: '1.00',
  minConvert: 100,
};

const REWARDS = [
  { id: '1', name: 'Coffee voucher', imageUrl: '/wps/pointMall/images/a', points: 300, stock: 4 },
  { id: '2', name: 'Smart watch', imageUrl: '/wps/pointMall/images/b', points: 20000, stock: 2 },
  { id: '3', name: 'Wireless earbuds', imageUrl: null, points: 100, stock: 0 },
];

/** A small mall behind the stubbed API: redeeming and converting change what later calls answer. */
function mallServer(start = 1000) {
  let points = start;
  let tries = 0;
  const redeems: Array<Record<string, unknown>> = [];
  return {
    '/wps/relay/MCS2_getPointBalance': () => ({ points }),
    '/wps/relay/MCS2_getPointConfig': CONFIG,
    '/wps/relay/MCS2_getPointReward': { list: REWARDS },
    '/wps/relay/ODSFE2_MemTransDet': { list: [], pageNo: 1, totalPages: 0, total: 0 },
    '/wps/relay/MCS2_getRedeemPointList': () => ({
      list: redeems,
      pageNo: 1,
      totalPages: 1,
      total: redeems.length,
    }),
    '/wps/relay/passwordCheck/MCS2_redeemPointReward': (_url: URL, init?: RequestInit) => {
      tries += 1;
      if (tries === 1) {
        return failure('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', 403, {
          attemptsLeft: 4,
        });
      }
      const body = JSON.parse(String(init?.body)) as { quantity: number };
      points -= 300 * body.quantity;
      const redeem = {
        id: '9',
        rewardId: '1',
        rewardName: 'Coffee voucher',
        imageUrl: null,
        quantity: body.quantity,
        points: 300 * body.quantity,
        status: 'in_process',
        remark: null,
        createdAt: '2026-03-01T08:00:00Z',
        decidedAt: null,
      };
      redeems.unshift(redeem);
      return { redeem, balance: points, replayed: false };
    },
    '/wps/relay/passwordCheck/MCS2_convertPoint': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { points: number };
      points -= body.points;
      return {
        points: body.points,
        amount: (body.points / 100).toFixed(2),
        balance: points,
        replayed: false,
      };
    },
  };
}

describe('points mall page', { timeout: 20_000 }, () => {
  it('shows points and rewards, refuses a wrong payment password, then redeems and lists it in process', async () => {
    const user = userEvent.setup();
    const api = signInMember(mallServer());
    renderRoute('/pointMall', makePermission());

    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('1,000'), LAZY);
    const shelf = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(shelf).getAllByRole('listitem')).toHaveLength(3);
    expect(within(shelf).getByRole('button', { name: 'Redeem Smart watch' })).toBeDisabled();
    expect(within(shelf).getByRole('button', { name: 'Redeem Wireless earbuds' })).toBeDisabled();
    expect(within(shelf).getAllByText('Sold out').length).toBeGreaterThan(0);

    await user.click(within(shelf).getByRole('button', { name: 'Redeem Coffee voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Coffee voucher' });
    await user.click(within(dialog).getByRole('button', { name: '+' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('Enter your 6-digit payment password')).toBeInTheDocument();
    expect(callsTo(api, '/wps/relay/passwordCheck/MCS2_redeemPointReward')).toBe(0);

    const password = within(dialog).getByLabelText(/Payment password/);
    await user.type(password, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment password is incorrect');
    expect(password).toHaveValue('');
    const first = bodyOf(api, '/wps/relay/passwordCheck/MCS2_redeemPointReward', 0) as { requestId: string };

    await user.type(password, '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await alertText()).toBe('Redemption submitted. It is now in process.');
    const second = bodyOf(api, '/wps/relay/passwordCheck/MCS2_redeemPointReward', 1) as Record<
      string,
      unknown
    >;
    expect(second).toMatchObject({ rewardId: '1', quantity: 2, paymentPassword: '246810' });
    // A refused attempt changed nothing, so the next one is a new request.
    expect(second.requestId).not.toBe(first.requestId);
    await user.click(screen.getByTestId('alert-confirm'));
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('400'));

    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('list', { name: 'Redeem history' });
    expect(within(history).getByText('In process')).toBeInTheDocument();
    expect(within(history).getByText('−600')).toBeInTheDocument();
  });

  it('converts points to cash in steps of the rate', async () => {
    const user = userEvent.setup();
    const api = signInMember(mallServer(1000));
    renderRoute('/pointMall', makePermission());
    await user.click(await screen.findByRole('button', { name: 'Convert to cash' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to cash' });
    const amount = within(dialog).getByLabelText(/Points to convert/);
    await user.type(amount, '150');
    await user.type(within(dialog).getByLabelText(/Payment password/), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm conversion' }));
    expect(await within(dialog).findByText('In steps of 100 points')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '300');
    expect(within(dialog).getByTestId('convert-cash')).toHaveTextContent('3.00 VND');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm conversion' }));
    expect(await alertText()).toBe('3.00 VND has been added to your wallet.');
    expect(bodyOf(api, '/wps/relay/passwordCheck/MCS2_convertPoint')).toMatchObject({ points: 300 });
  });

  it('lists every change of the points with what caused it: a welcome grant is not a bet', async () => {
    const user = userEvent.setup();
    const at = '2026-03-01T08:00:00Z';
    let fail = true;
    signInMember({
      ...mallServer(5250),
      '/wps/relay/ODSFE2_MemTransDet': () =>
        fail
          ? failure('UNKNOWN', 'Unknown error', 500)
          : {
              list: [
                {
                  id: '3',
                  kind: 'redeem',
                  delta: -300,
                  balanceAfter: 5250,
                  reference: 'redeem:9',
                  createdAt: at,
                },
                { id: '2', kind: 'bet', delta: 550, balanceAfter: 5550, reference: 'BGS:IH1', createdAt: at },
                {
                  id: '1',
                  kind: 'welcome',
                  delta: 5000,
                  balanceAfter: 5000,
                  reference: 'welcome',
                  createdAt: at,
                },
              ],
              pageNo: 1,
              totalPages: 1,
              total: 3,
            },
    });
    renderRoute('/pointMall', makePermission());
    await user.click(await screen.findByRole('tab', { name: 'Points record' }, LAZY));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    const record = await screen.findByRole('list', { name: 'Points record' });
    const rows = within(record).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['redeem', 'bet', 'welcome']);
    expect(rows[2]).toHaveTextContent('Welcome points');
    expect(rows[2]).toHaveTextContent('+5,000');
    expect(rows[2]).not.toHaveTextContent('Valid bet');
    expect(rows[1]).toHaveTextContent('Valid bet');
    expect(rows[0]).toHaveTextContent('Reward redeemed');
    expect(rows[0]).toHaveTextContent('−300');
    expect(rows[0]).toHaveTextContent('Balance 5,250');
    expect(record).not.toHaveTextContent(/BGS:IH1|redeem:9/);
  });

  it('shows the empty, closed and failed states', async () => {
    signInMember({ ...mallServer(), '/wps/relay/MCS2_getPointReward': { list: [] } });
    const view = renderRoute('/pointMall', makePermission());
    expect(await screen.findByText('No rewards in the mall right now', {}, LAZY)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Points record' }));
    expect(await screen.findByText('No points yet')).toBeInTheDocument();
    view.unmount();

    signInMember({ ...mallServer(), '/wps/relay/MCS2_getPointConfig': { ...CONFIG, enabled: false } });
    const closed = renderRoute('/pointMall', makePermission());
    expect(await screen.findByText('The points mall is not open yet', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to cash' })).not.toBeInTheDocument();
    closed.unmount();

    signInMember({
      ...mallServer(),
      '/wps/relay/MCS2_getPointReward': () => failure('UNKNOWN', 'Unknown error', 500),
    });
    const failed = renderRoute('/pointMall', makePermission());
    expect(await screen.findByText('This could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();
  });

  it('asks visitors to sign in', async () => {
    useSessionStore.getState().clear();
    stubApi({});
    renderRoute('/pointMall', makePermission());
    expect(await screen.findByText('Sign in to use the points mall', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('groups points, stock and amounts one way in Vietnamese: comma thousands, as the spec shows money', async () => {
    await showLanguage('VI');
    signInMember({
      ...mallServer(17901),
      '/wps/relay/MCS2_getPointConfig': {
        ...CONFIG,
        convertPoints: 10000,
        convertAmount: '5114676.57',
        minConvert: 10000,
      },
      '/wps/relay/MCS2_getPointReward': {
        list: [{ id: '2', name: 'Smart watch', imageUrl: null, points: 20000, stock: 1500 }],
      },
    });
    renderRoute('/pointMall', makePermission());

    const balance = await screen.findByLabelText('Điểm của tôi', undefined, LAZY);
    expect(await within(balance).findByText('17,901')).toBeInTheDocument();
    expect(screen.getByText('10,000 điểm = 5,114,676.57 VND')).toBeInTheDocument();
    const shelf = await screen.findByRole('list', { name: 'Phần thưởng' });
    expect(within(shelf).getByText('20,000 điểm')).toBeInTheDocument();
    expect(within(shelf).getByText('Còn 1,500')).toBeInTheDocument();
    // No number on the page is grouped with dots ("17.901"), the language's own habit.
    expect(document.body.textContent).not.toMatch(/\d\.\d{3}(?!\d)/);
  });
});
