import { formatMinorPlain, parseAmountToMinor } from '../money.ts';
import type { MoneyDefaults } from './money-defaults.types.ts';
import type { MoneyOverrides, MoneySettings } from './money-settings.schema.ts';

// Amounts are the only bigints of the settings and the only strings of their wire shape, so one walk
// each way converts any part of them.
function walk(value: unknown, leaf: (v: bigint | string) => unknown): unknown {
  if (typeof value === 'bigint' || typeof value === 'string') return leaf(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, leaf));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, leaf)]));
  }
  return value;
}

const toText = (v: bigint | string) => (typeof v === 'bigint' ? formatMinorPlain(v) : v);
const toMinor = (v: bigint | string) => (typeof v === 'string' ? (parseAmountToMinor(v) ?? 0n) : v);

export function moneyToWire(settings: MoneyDefaults): MoneySettings {
  return walk(settings, toText) as MoneySettings;
}

/** Wire settings (already checked by moneySettingsSchema) in minor units. */
export function moneyFromWire(settings: MoneySettings): MoneyDefaults {
  return walk(settings, toMinor) as MoneyDefaults;
}

/** Overrides in minor units, group by group; parts not given stay absent. */
export type MoneyOverridesMinor = { [K in keyof MoneyDefaults]?: Partial<MoneyDefaults[K]> };

export function overridesFromWire(overrides: MoneyOverrides): MoneyOverridesMinor {
  return walk(overrides, toMinor) as MoneyOverridesMinor;
}

/** Overrides as stored: amounts in the canonical two-decimal form. */
export function overridesToWire(overrides: MoneyOverridesMinor): MoneyOverrides {
  return walk(overrides, toText) as MoneyOverrides;
}
