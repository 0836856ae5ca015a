import { parseAmountToMinor } from '@pf/shared';
import { depositFilterSchema } from '@pf/shared/contracts/money';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type DepositFilter, FILTER_KEYS, type FilterKey, withStatus } from './deposit-queries';

/** The filter form's fields: text as typed, amounts in major units. */
export type FilterForm = Record<(typeof FILTER_KEYS)[number], string>;

const AMOUNTS = ['minAmount', 'maxAmount'] as const;

/** The form from the address's filter: minor units shown as major ones. */
export function formOf(filter: DepositFilter): FilterForm {
  const form = Object.fromEntries(FILTER_KEYS.map((k) => [k, String(filter[k] ?? '')])) as FilterForm;
  for (const k of AMOUNTS) {
    const minor = filter[k];
    if (minor && /^\d+$/.test(minor)) {
      const units = BigInt(minor);
      const cents = units % 100n;
      form[k] = cents === 0n ? String(units / 100n) : `${units / 100n}.${String(cents).padStart(2, '0')}`;
    }
  }
  return form;
}

/** The wire's filter from the form: blanks left out, amounts in minor units (null: not an amount). */
export function filterOf(form: FilterForm): DepositFilter {
  const filter: Partial<Record<FilterKey, string>> = {};
  for (const k of FILTER_KEYS) {
    const v = form[k].trim();
    if (v === '') continue;
    filter[k] = AMOUNTS.includes(k as (typeof AMOUNTS)[number]) ? String(parseAmountToMinor(v) ?? v) : v;
  }
  return withStatus(filter);
}

/**
 * The form's check: the amounts read as amounts, then the wire's filter through the contract's own
 * schema (so the bounds and the ranges are the server's), each issue said on its field.
 */
export function filterFormSchema(t: TFunction) {
  const text = z.string();
  return z
    .object(Object.fromEntries(FILTER_KEYS.map((k) => [k, text])) as Record<keyof FilterForm, typeof text>)
    .superRefine((form, ctx) => {
      const bad = AMOUNTS.filter((k) => form[k].trim() !== '' && parseAmountToMinor(form[k].trim()) === null);
      for (const k of bad)
        ctx.addIssue({ code: 'custom', path: [k], message: t('depositDesk.invalid.amount') });
      if (bad.length > 0) return;
      const parsed = depositFilterSchema.safeParse(filterOf(form));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        ctx.addIssue({ code: 'custom', path: [field], message: t(`depositDesk.invalid.${field}`) });
      }
    });
}
