import type { RouletteSelection } from '@pf/shared/inhouse/index';
import type { TFunction } from 'i18next';

/** A bet as the player reads it: "Split 17–20", "Dozen 2", "Red". */
export function selectionLabel(t: TFunction, sel: RouletteSelection): string {
  const name = t(`inhouse.roulette.types.${sel.type}`);
  if ('numbers' in sel) return `${name} ${sel.numbers.join('–')}`;
  if ('index' in sel) return `${name} ${sel.index}`;
  return name;
}
