import {
  currencyDefaults,
  type MoneyDefaults,
  type MoneyOverrides,
  mergeMoney,
  overridesFromWire,
} from '@pf/shared';

interface MoneyRow {
  currency: string;
  money_overrides: MoneyOverrides;
}

// Rows come from the read cache, one object per change: the merged settings are kept per row.
const kept = new WeakMap<MoneyRow, MoneyDefaults>();

/** A brand's effective money settings: its currency's defaults with its overrides over them. */
export function effectiveMoney(row: MoneyRow): MoneyDefaults {
  const hit = kept.get(row);
  if (hit) return hit;
  const merged = mergeMoney(currencyDefaults(row.currency), overridesFromWire(row.money_overrides ?? {}));
  kept.set(row, merged);
  return merged;
}
