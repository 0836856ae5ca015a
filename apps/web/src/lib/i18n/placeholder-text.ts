import { formatCount } from '@pf/shared';
import type { FormatterModule } from 'i18next';

/**
 * What a placeholder shows for its value. `count` is the plural count, always a whole number of
 * things, so it is grouped as every number on the site is (comma thousands in every language,
 * decision 0017): "1,500 left", never "1.500" or "1500". Other values come formatted by the caller
 * (amounts, dates); a draw number or a year passed as a number must not gain commas.
 */
export function placeholderText(name: string, value: unknown): unknown {
  return name === 'count' && Number.isSafeInteger(value) ? formatCount(value as number) : value;
}

/**
 * i18next's formatter, replaced so its texts group as `plainT` does and so a `{{n, number}}` in a
 * text can never bring back the language's own grouping (its built-in one uses Intl.NumberFormat,
 * which groups Vietnamese with dots). With `alwaysFormat` every placeholder passes through here.
 */
export const placeholderFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {
    throw new Error('Numbers have one format (formatCount); no formatter of its own per text.');
  },
  addCached: () => {
    throw new Error('Numbers have one format (formatCount); no formatter of its own per text.');
  },
  format: (value: unknown, format, _lng, options) => {
    const name = format === undefined ? String(options?.interpolationkey ?? '') : 'count';
    // i18next turns what comes back into text itself, keeping undefined (a missing value) apart.
    return placeholderText(name, value) as string;
  },
};
