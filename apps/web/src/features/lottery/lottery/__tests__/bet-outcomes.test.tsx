import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import type { LotteryBet } from '../api/game';
import { MyBets } from '../components/betting/my-bets';
import { renderAt, signIn } from './test-kit';

const base: Omit<LotteryBet, 'betId' | 'betType' | 'numbers' | 'status' | 'hits' | 'payout'> = {
  gameCode: 'keno',
  drawId: 9,
  numero: '20261123-0009',
  stake: '10.00',
  cost: '10.00',
  placedAt: '2026-11-23T08:59:00.000Z',
  drawAt: '2026-11-23T09:00:00.000Z',
  winningNumber: null,
};

const BETS: LotteryBet[] = [
  {
    ...base,
    betId: '1',
    betType: 'spots',
    numbers: ['1', '2', '3', '4', '5'],
    status: 'lost',
    hits: 2,
    payout: '0.00',
  },
  { ...base, betId: '2', betType: 'big', numbers: [], status: 'push', hits: 810, payout: '10.00' },
  { ...base, betId: '3', betType: 'even', numbers: [], status: 'push', hits: 10, payout: '10.00' },
  { ...base, betId: '4', betType: 'spots', numbers: ['7', '8'], status: 'won', hits: 2, payout: '90.00' },
];

describe('keno bets in My bets', () => {
  it('shows what a losing ticket caught and a side-bet tie as a push with the stake back, not a win', async () => {
    stubApi({ '/lgw/lottery/bets': { list: BETS, pageNo: 1, totalPages: 1 } });
    signIn();
    renderAt('/lottery', <MyBets gameCode="keno" />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [lost, big, even, won] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(lost).getByText('Lost')).toBeInTheDocument();
    expect(within(lost).getByText('2 hits')).toBeInTheDocument();

    expect(within(big).getByText('Push')).toBeInTheDocument();
    expect(within(big).queryByText('Won')).not.toBeInTheDocument();
    expect(within(big).getByText('Sum 810')).toBeInTheDocument();
    expect(within(big).getByText('Stake back 10.00')).toBeInTheDocument();

    expect(within(even).getByText('Push')).toBeInTheDocument();
    expect(within(even).getByText('Odd numbers: 10')).toBeInTheDocument();

    expect(within(won).getByText('Won')).toBeInTheDocument();
    expect(within(won).getByText('+90.00')).toBeInTheDocument();
  });
});
