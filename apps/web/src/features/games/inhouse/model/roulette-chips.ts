import {
  ROULETTE_INSIDE_BETS,
  ROULETTE_MAX_BETS,
  type RouletteInsideType,
  type RouletteSelection,
  type RouletteWireBet,
} from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { plain } from './money';

/** One bet on the table: its selection and the sum of the chips placed on it (minor units). */
export interface TableBet {
  key: string;
  selection: RouletteSelection;
  amount: bigint;
}

export function selectionKey(sel: RouletteSelection): string {
  if ('numbers' in sel) return `${sel.type}:${[...sel.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in sel) return `${sel.type}:${sel.index}`;
  return sel.type;
}

/**
 * The inside bets of a type that hold every tapped number: one left means the bet is named, none
 * means the taps do not fit that bet on the layout.
 */
export const insideCandidates = (type: RouletteInsideType, taps: readonly number[]): number[][] =>
  ROULETTE_INSIDE_BETS[type].filter((b) => taps.every((n) => b.includes(n))).map((b) => [...b]);

/** The bets as the spin call takes them. */
export const wireBets = (bets: readonly TableBet[]): RouletteWireBet[] =>
  bets.map(({ selection, amount }) => ({ ...selection, stake: plain(amount) }));

/**
 * Chips on the table in the order they were placed, so undo lifts the last one; chips on the same
 * selection add up to one bet, and a 21st distinct bet is refused.
 */
export function useRouletteChips() {
  const [placed, setPlaced] = useState<{ selection: RouletteSelection; amount: bigint }[]>([]);
  const bets = placed.reduce<TableBet[]>((list, chip) => {
    const key = selectionKey(chip.selection);
    const same = list.find((b) => b.key === key);
    if (same) same.amount += chip.amount;
    else list.push({ key, selection: chip.selection, amount: chip.amount });
    return list;
  }, []);
  const total = bets.reduce((sum, b) => sum + b.amount, 0n);

  /** False when the chip would make a 21st bet. */
  const place = (selection: RouletteSelection, amount: bigint): boolean => {
    const key = selectionKey(selection);
    if (!bets.some((b) => b.key === key) && bets.length >= ROULETTE_MAX_BETS) return false;
    setPlaced((list) => [...list, { selection, amount }]);
    return true;
  };
  return {
    bets,
    total,
    place,
    undo: () => setPlaced((list) => list.slice(0, -1)),
    clear: () => setPlaced([]),
    amountOn: (sel: RouletteSelection) => bets.find((b) => b.key === selectionKey(sel))?.amount ?? 0n,
  };
}
