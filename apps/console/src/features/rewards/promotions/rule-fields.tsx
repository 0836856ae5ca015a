import { BONUS_KINDS } from '@pf/shared/contracts/rewards';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { OfferForm } from './offer-form-values';
import { SelectField } from './select-field';

/** The bonus rule's fields: the kind first, then the amounts that kind pays with. */
export function RuleFields({ register, form }: { register: UseFormRegister<OfferForm>; form: OfferForm }) {
  const { t } = useTranslation();
  const kinds = BONUS_KINDS.map((k) => ({ value: k, text: t(`rewardsOps.kind.${k}`) }));
  const periods = (['D', 'W', 'M'] as const).map((p) => ({ value: p, text: t(`rewardsOps.period.${p}`) }));
  const percentage = form.kind === 'deposit_match' || form.kind === 'cashback';
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t('rewardsOps.form.rule')}</legend>
      <SelectField label={t('rewardsOps.form.kind')} options={kinds} {...register('kind')} />
      <TextField
        label={t('rewardsOps.form.wagering')}
        inputMode="numeric"
        {...register('wageringMultiple')}
      />
      {percentage ? (
        <>
          <TextField label={t('rewardsOps.form.percent')} inputMode="decimal" {...register('percent')} />
          <TextField label={t('rewardsOps.form.cap')} inputMode="decimal" {...register('cap')} />
        </>
      ) : null}
      {form.kind === 'deposit_match' ? (
        <TextField label={t('rewardsOps.form.minDeposit')} inputMode="decimal" {...register('minDeposit')} />
      ) : null}
      {form.kind === 'cashback' ? (
        <SelectField label={t('rewardsOps.form.period')} options={periods} {...register('cashbackPeriod')} />
      ) : null}
      {form.kind === 'free_bet' ? (
        <TextField label={t('rewardsOps.form.amount')} inputMode="decimal" {...register('amount')} />
      ) : null}
      {form.kind === 'raffle' ? (
        <TextField label={t('rewardsOps.form.prizes')} placeholder="100:3, 500:1" {...register('prizes')} />
      ) : null}
    </fieldset>
  );
}
