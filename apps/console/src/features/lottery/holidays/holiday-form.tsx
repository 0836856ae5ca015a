import { zodResolver } from '@hookform/resolvers/zod';
import { VN_REGIONS } from '@pf/shared';
import { boHolidayBody, boHolidayParams } from '@pf/shared/contracts/lottery';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const holidayForm = boHolidayParams.merge(boHolidayBody);
export type HolidayForm = typeof holidayForm._output;

/** Adds a non-draw day to a region: the region's draws already made for it are cancelled and refunded. */
export function HolidayFormBar(props: {
  region: string;
  pending: boolean;
  onSubmit: (h: HolidayForm) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<HolidayForm>({
    resolver: zodResolver(holidayForm),
    defaultValues: { region: (props.region || 'MB') as HolidayForm['region'], day: '', name: '' },
  });
  return (
    <form
      aria-label={t('lotteryOps.holidays.addTitle')}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3"
      onSubmit={handleSubmit((h) => {
        props.onSubmit(h);
        reset({ ...h, day: '', name: '' });
      })}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-region`} className="text-sm text-muted">
          {t('lotteryOps.holidays.region')}
        </label>
        <select
          id={`${id}-region`}
          className="h-9 rounded-md border border-line bg-bg px-2 text-sm"
          {...register('region')}
        >
          {VN_REGIONS.map((r) => (
            <option key={r} value={r}>
              {t(`lotteryOps.regions.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        type="date"
        label={t('lotteryOps.holidays.day')}
        error={formState.errors.day?.message}
        {...register('day')}
      />
      <TextField
        label={t('lotteryOps.holidays.name')}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" disabled={props.pending}>
        {t('lotteryOps.holidays.add')}
      </Button>
    </form>
  );
}
