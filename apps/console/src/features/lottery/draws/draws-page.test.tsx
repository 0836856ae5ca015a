import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function draw(drawId: number, extra: Record<string, unknown> = {}) {
  return {
    drawId,
    gameCode: 'vn-mb',
    numero: `2026120${drawId}`,
    status: 'locked',
    openAt: '2026-12-05T11:15:00.000Z',
    lockAt: '2026-12-06T11:00:00.000Z',
    drawAt: '2026-12-06T11:15:00.000Z',
    drawTime: 0,
    winningNumber: null,
    prizes: [],
    fair: false,
    seedHash: null,
    serverSeed: null,
    clientSeed: null,
    nonce: null,
    chain: null,
    cancelReason: null,
    incidentId: null,
    pendingEntryId: null,
    pendingEnteredBy: null,
    voidRequestedBy: null,
    betCount: 3,
    stake: '30.00',
    payout: '45.00',
    houseResult: '-15.00',
    ...extra,
  };
}

function riskDesk(list: unknown[], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(['lottery.read', 'lottery.results', 'lottery.void'], ['risk']),
    'GET /bo/api/lottery/draws': (url) => ({
      value: { list: url.searchParams.get('status') === 'cancelled' ? [] : list, hasMore: false },
    }),
    ...extra,
  });
}

describe('the lottery draws board', () => {
  it('lists draws with bets, stake, payout and house result, and shows an empty state for a filter', async () => {
    const calls = riskDesk([draw(1, { pendingEntryId: '9', pendingEnteredBy: '2' })]);
    renderConsole('/lottery/draws');
    const table = await screen.findByRole('table', { name: 'Lottery draws' }, { timeout: 5000 });
    expect(within(table).getByText('#20261201')).toBeInTheDocument();
    expect(within(table).getByText('45.00')).toBeInTheDocument();
    expect(within(table).getByText('-15.00')).toBeInTheDocument();
    expect(within(table).getByText('Result waits for a second operator')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'cancelled');
    expect(await screen.findByText('No draws match these filters')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('cancelled');
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('shows which prizes differ when the second reading disagrees, then confirms a matching one', async () => {
    const calls = riskDesk([draw(1, { pendingEntryId: '9', pendingEnteredBy: '2' })], {
      'POST /bo/api/lottery/results/9/confirm': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return body.winningNumber === 'good'
          ? { value: { entryId: '9', drawId: 1, status: 'confirmed' } }
          : {
              value: {
                entryId: '9',
                drawId: 1,
                status: 'mismatch',
                diff: [{ label: 'G7', entered: ['27', '13'], confirmed: ['27', '31'] }],
              },
            };
      },
    });
    renderConsole('/lottery/draws');
    const user = userEvent.setup();
    await user.click(await screen.findByText('#20261201'));
    const reading = screen.getByLabelText('Your own reading of the result');
    await user.type(reading, 'misread');
    await user.click(screen.getByRole('button', { name: 'Confirm result' }));
    const diff = await screen.findByRole('table', { name: 'Prizes that differ' });
    expect(within(diff).getByRole('rowheader', { name: 'G7' })).toBeInTheDocument();
    expect(within(diff).getByText('27 31')).toBeInTheDocument();
    await user.clear(reading);
    await user.type(reading, 'good');
    await user.click(screen.getByRole('button', { name: 'Confirm result' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Result of draw #20261201 confirmed');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Prizes that differ' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { winningNumber: 'misread' },
      { winningNumber: 'good' },
    ]);
  });

  it('asks for a void with a reason and confirms a void another operator asked for', async () => {
    const calls = riskDesk([draw(1), draw(2, { voidRequestedBy: '5' })], {
      'POST /bo/api/lottery/draws/1/cancel': {
        value: { drawId: 1, status: 'void_requested', refundedBets: 0 },
      },
      'POST /bo/api/lottery/draws/2/void/confirm': {
        value: { drawId: 2, status: 'cancelled', refundedBets: 3 },
      },
    });
    renderConsole('/lottery/draws');
    const user = userEvent.setup();
    await user.click(await screen.findByText('#20261201'));
    await user.click(screen.getByRole('button', { name: 'Void draw' }));
    const dialog = screen.getByRole('dialog', { name: 'Void draw #20261201' });
    await user.type(within(dialog).getByRole('textbox'), 'No official result was published');
    await user.click(within(dialog).getByRole('button', { name: 'Void draw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a second operator must confirm it');
    await user.click(screen.getByText('#20261202'));
    expect(screen.getByText('Void asked for by staff #5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm void' }));
    expect(await screen.findByText('Draw #20261202 cancelled; 3 bets refunded')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/bo/api/lottery/draws/1/cancel',
      '/bo/api/lottery/draws/2/void/confirm',
    ]);
  });
});
