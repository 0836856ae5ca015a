import type { MoneyDefaults } from './money-defaults.types.ts';
import type { MoneyOverridesMinor } from './money-wire.ts';

/** A brand's settings: each group of its currency's defaults with the brand's fields over it. */
export function mergeMoney(defaults: MoneyDefaults, overrides: MoneyOverridesMinor): MoneyDefaults {
  const out = { ...defaults };
  for (const key of Object.keys(overrides) as Array<keyof MoneyDefaults>) {
    // Each group is merged with its own kind; the record indexing loses that link for TypeScript.
    (out as Record<string, unknown>)[key] = { ...defaults[key], ...overrides[key] };
  }
  return out;
}
