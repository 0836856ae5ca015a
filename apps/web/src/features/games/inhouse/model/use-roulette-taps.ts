import type { RouletteInsideType, RouletteSelection } from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { insideCandidates } from './roulette-chips';

export type TapNotice = 'notOnTable' | 'maxBets' | null;

/**
 * Taps on numbers towards an inside bet of the chosen type: once only one bet of that type holds
 * every tapped number it is placed; when none does, the taps start over with a notice.
 */
export function useRouletteTaps(place: (sel: RouletteSelection) => boolean) {
  const [mode, setMode] = useState<RouletteInsideType>('straight');
  const [taps, setTaps] = useState<number[]>([]);
  const [notice, setNotice] = useState<TapNotice>(null);

  const placeChip = (sel: RouletteSelection) => setNotice(place(sel) ? null : 'maxBets');
  const tap = (n: number) => {
    const next = taps.includes(n) ? taps : [...taps, n];
    const found = insideCandidates(mode, next);
    setTaps(found.length > 1 ? next : []);
    if (found.length === 0) setNotice('notOnTable');
    else if (found.length === 1) placeChip({ type: mode, numbers: found[0]! });
    else setNotice(null);
  };
  const reset = () => {
    setTaps([]);
    setNotice(null);
  };
  const changeMode = (value: RouletteInsideType) => {
    setMode(value);
    reset();
  };
  return { mode, taps, notice, tap, placeChip, changeMode, reset };
}
