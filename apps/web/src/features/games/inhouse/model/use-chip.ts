import { useState } from 'react';
import { useBrandMoney } from '@/features/brand/system';

/** The chip a table game bets with: the brand's default stake when it is one of the chips, else the first. */
export function useChip() {
  const { defaultStake, chips: values } = useBrandMoney().inhouse;
  const [value, onChange] = useState<bigint>(() =>
    values.includes(defaultStake) ? defaultStake : (values[0] ?? defaultStake),
  );
  return { values, value, onChange };
}
