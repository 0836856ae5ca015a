import { DAY_OF_WEEK_FILTER } from '@pf/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** §9 Day-of-week filter: All, then Monday to Sunday (values 2 to 7, then 1 = Sunday). */
export function DayFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (day: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{t('lottery.history.dayFilter')}</legend>
      {DAY_OF_WEEK_FILTER.map((day) => {
        const v = day === 'ALL' ? null : day;
        const active = v === value;
        return (
          <button
            key={String(day)}
            type="button"
            aria-pressed={active}
            data-testid={`lottery-day-${day}`}
            onClick={() => onChange(v)}
            className={cn(
              'h-7 rounded-lg px-2 text-xs font-semibold transition',
              active ? 'bg-fg text-bg' : 'bg-surface-2 text-muted hover:text-fg',
            )}
          >
            {t(`lottery.day.${day}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
