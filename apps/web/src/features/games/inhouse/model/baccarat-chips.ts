import { BACCARAT_SPOTS, type BaccaratSpot } from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { plain } from './money';

/** The bets of a coup as the deal call takes them, in table order, empty spots left out. */
export const baccaratWireBets = (amounts: Readonly<Record<BaccaratSpot, bigint>>) =>
  BACCARAT_SPOTS.filter((spot) => amounts[spot] > 0n).map((spot) => ({ spot, stake: plain(amounts[spot]) }));

/** Chips on the five spots in the order they were placed, so undo lifts the last one. */
export function useBaccaratChips() {
  const [placed, setPlaced] = useState<{ spot: BaccaratSpot; amount: bigint }[]>([]);
  const amounts = Object.fromEntries(BACCARAT_SPOTS.map((s) => [s, 0n])) as Record<BaccaratSpot, bigint>;
  for (const chip of placed) amounts[chip.spot] += chip.amount;
  const total = placed.reduce((sum, c) => sum + c.amount, 0n);
  return {
    amounts,
    total,
    empty: placed.length === 0,
    place: (spot: BaccaratSpot, amount: bigint) => setPlaced((list) => [...list, { spot, amount }]),
    undo: () => setPlaced((list) => list.slice(0, -1)),
    clear: () => setPlaced([]),
  };
}
