import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { INCOME_SOURCES, nationalityOptions, OCCUPATIONS } from '../lib/options';

/** The personal details picked from a list rather than typed. */
export type PersonalChoice = 'nationality' | 'occupation' | 'sourceOfIncome';

/**
 * The options of a nationality (named in the page's language), occupation or source-of-income
 * select, after an empty one asking to select.
 */
export function ChoiceOptions({ choice }: { choice: PersonalChoice }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const options =
    choice === 'nationality'
      ? nationalityOptions(locale).map((c) => ({ value: c.code, label: c.name }))
      : (choice === 'occupation' ? OCCUPATIONS : INCOME_SOURCES).map((n) => ({
          value: String(n),
          label: t(`${choice === 'occupation' ? 'occupation' : 'income'}.${n}` as never),
        }));
  return (
    <>
      <option value="">{t('form.select')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
