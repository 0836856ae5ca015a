import { describe, expect, it } from 'vitest';
import { CURRENCY_DEFAULTS, currencyDefaults } from './currency-defaults.ts';
import { moneyProblems } from './money-checks.ts';
import { MONEY_CURRENCIES } from './money-defaults.types.ts';
import { mergeMoney } from './money-merge.ts';
import { moneySettingsSchema } from './money-settings.schema.ts';
import { moneyFromWire, moneyToWire, overridesFromWire } from './money-wire.ts';

const keysOf = (v: object): string[] =>
  Object.entries(v).flatMap(([k, x]) =>
    x && typeof x === 'object' && !Array.isArray(x) ? keysOf(x).map((s) => `${k}.${s}`) : [k],
  );

describe('per-currency money defaults', () => {
  const usdKeys = keysOf(CURRENCY_DEFAULTS.USD).sort();

  it.each(MONEY_CURRENCIES)('%s has every setting and they keep their order', (currency) => {
    const table = CURRENCY_DEFAULTS[currency];
    expect(keysOf(table).sort()).toEqual(usdKeys);
    expect(moneyProblems(table)).toEqual([]);
    expect(table.vip.levels.map((l) => l.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(moneySettingsSchema.safeParse(moneyToWire(table)).success).toBe(true);
    expect(moneyFromWire(moneyToWire(table))).toEqual(table);
  });

  it('sizes amounts as each market counts them', () => {
    const whole = (v: bigint) => v / 100n;
    expect(CURRENCY_DEFAULTS.VND.deposit.quickPicks.map(whole)).toEqual([
      100_000n,
      200_000n,
      500_000n,
      1_000_000n,
      5_000_000n,
    ]);
    expect(CURRENCY_DEFAULTS.PHP.deposit.quickPicks.map(whole)).toEqual([100n, 500n, 1_000n, 5_000n]);
    expect(CURRENCY_DEFAULTS.USD.deposit.quickPicks.map(whole)).toEqual([10n, 20n, 50n, 100n, 500n]);
    expect(CURRENCY_DEFAULTS.THB.deposit.quickPicks.map(whole)).toEqual([100n, 300n, 500n, 1_000n, 5_000n]);
    expect(CURRENCY_DEFAULTS.CNY.deposit.quickPicks.map(whole)).toEqual([50n, 100n, 500n, 1_000n]);
    expect(whole(CURRENCY_DEFAULTS.IDR.deposit.quickPicks[0] ?? 0n)).toBe(50_000n);
    // A sign-up bonus is worth one to a few dollars in every currency, never cents.
    expect(whole(CURRENCY_DEFAULTS.VND.bonus.signUp)).toBe(50_000n);
    expect(whole(CURRENCY_DEFAULTS.USD.bonus.signUp)).toBe(2n);
  });

  it('reads USD for a currency without a table, whatever its case', () => {
    expect(currencyDefaults('vnd')).toBe(CURRENCY_DEFAULTS.VND);
    expect(currencyDefaults('EUR')).toBe(CURRENCY_DEFAULTS.USD);
  });
});

describe('brand overrides', () => {
  it('replace only the fields they name', () => {
    const merged = mergeMoney(
      CURRENCY_DEFAULTS.PHP,
      overridesFromWire({ deposit: { quickPicks: ['200', '800.50'] } }),
    );
    expect(merged.deposit).toEqual({ ...CURRENCY_DEFAULTS.PHP.deposit, quickPicks: [200_00n, 800_50n] });
    expect(merged.withdraw).toBe(CURRENCY_DEFAULTS.PHP.withdraw);
  });

  it('are refused when they break the order, with the reason', () => {
    const problems = moneyProblems(
      mergeMoney(
        CURRENCY_DEFAULTS.USD,
        overridesFromWire({ deposit: { quickPicks: ['50', '20', '20000'] } }),
      ),
    );
    expect(problems).toEqual(['deposit: quick picks must rise and lie between the minimum and the maximum']);
    expect(moneyProblems(mergeMoney(CURRENCY_DEFAULTS.USD, { inhouse: { min: 10_000_00n } }))).toContain(
      'inhouse: the default stake must lie between the minimum and the maximum',
    );
  });
});
