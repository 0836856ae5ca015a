import { PLINKO_PAYTABLES, plinkoPath, plinkoPayout, plinkoSlot } from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '@/test/fetch-stub';
import { displayHundredths } from './model/multiplier';
import {
  originalRound,
  paramsAt,
  renderGame,
  SEED,
  stubOneRound,
  stubRefusedPlay,
} from './originals.test-kit';
import { PlinkoPage } from './pages/plinko-page';

describe('Plinko page', () => {
  it('drops a ball on the chosen table and lands it in the slot of the seeds path', async () => {
    const user = userEvent.setup();
    const path = plinkoPath(paramsAt(4), 12);
    const slot = plinkoSlot(path);
    const multiplier = PLINKO_PAYTABLES[12].high[slot]!;
    const win = plinkoPayout({ rows: 12, risk: 'high' }, path, 10_000n);
    const played = originalRound({
      game: 'plinko',
      bet: { rows: 12, risk: 'high' },
      win: (Number(win) / 100).toFixed(2),
    });
    const api = stubOneRound('/wps/inhouse/plinko/drop', played, '4950.00');
    renderGame('/inhouse/plinko', PlinkoPage);
    expect(screen.getByRole('heading', { name: 'Plinko' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Multipliers/ })).getAllByRole('listitem')).toHaveLength(
      9,
    );

    await user.click(screen.getByRole('tab', { name: '12' }));
    await user.click(screen.getByRole('tab', { name: 'High' }));
    const slots = within(screen.getByRole('list', { name: /Multipliers/ })).getAllByRole('listitem');
    expect(slots).toHaveLength(13);
    expect(slots[0]).toHaveAccessibleName('170.02×');
    await user.click(screen.getByRole('button', { name: 'Drop ball' }));

    await waitFor(() =>
      expect(screen.getByTestId('plinko-board')).toHaveAttribute('data-slot', String(slot)),
    );
    expect(screen.getByTestId('plinko-result')).toHaveTextContent(
      `Landed on ${displayHundredths(multiplier)}×`,
    );
    const landed = within(screen.getByRole('list', { name: /Multipliers/ })).getAllByRole('listitem')[slot];
    expect(landed).toHaveAttribute('aria-current', 'true');
    expect(bodyOf(api, '/wps/inhouse/plinko/drop')).toMatchObject({
      rows: 12,
      risk: 'high',
      stake: '100.00',
    });
    expect(await screen.findByTestId('recall-row')).toHaveTextContent(
      `12 rows · High · ${displayHundredths(multiplier)}×`,
    );
  });

  it('shows a server refusal in words', async () => {
    const user = userEvent.setup();
    stubRefusedPlay('/wps/inhouse/plinko/drop');
    renderGame('/inhouse/plinko', PlinkoPage);
    await user.click(screen.getByRole('button', { name: 'Drop ball' }));
    expect(await screen.findByTestId('inhouse-error')).toHaveTextContent('Insufficient balance');
  });

  it('verifies a recalled ball from the revealed seed and flags a changed path', async () => {
    const user = userEvent.setup();
    const honest = originalRound({ game: 'plinko', bet: { rows: 16, risk: 'medium' } }, 2, true);
    const path = plinkoPath(paramsAt(3), 8);
    const forged = {
      ...originalRound({ game: 'plinko', bet: { rows: 8, risk: 'low' } }, 3, true),
      outcome: { game: 'plinko' as const, path: path.map((b) => 1 - b) },
    };
    stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [forged, honest] } });
    renderGame('/inhouse/plinko', PlinkoPage);
    const rows = await screen.findAllByTestId('recall-row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('verify-plinko')).toHaveAttribute(
      'data-slot',
      String(plinkoSlot(plinkoPath(paramsAt(2), 16))),
    );
    await user.keyboard('{Escape}');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Verify' }));
    expect(within(await screen.findByTestId('verify-dialog')).getByTestId('verify-outcome')).toHaveAttribute(
      'data-ok',
      'false',
    );
  });
});
