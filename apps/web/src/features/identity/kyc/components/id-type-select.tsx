import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ID_TYPES } from '../lib/options';

type IdTypeSelectProps = { registration: UseFormRegisterReturn; testId: string } & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string | undefined;
};

/** The kinds of identity document a member may verify with, nothing picked at first. */
export function IdTypeSelect({ registration, testId, ...field }: IdTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <select {...field} {...registration} className={inputClass} data-testid={testId}>
      <option value="">{t('form.select')}</option>
      {ID_TYPES.map((id) => (
        <option key={id} value={id}>
          {t(`idType.${id}`)}
        </option>
      ))}
    </select>
  );
}
