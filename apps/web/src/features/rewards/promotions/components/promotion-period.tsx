import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';

function day(value: string, locale: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** When a promotion runs: its dates, or "ongoing" without an end. */
export function PromotionPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <p className="inline-flex items-center gap-1.5 text-xs text-muted">
      <Icon name="clock" className="size-3.5 shrink-0" />
      {endsAt
        ? t('promotions.period', { start: day(startsAt, locale), end: day(endsAt, locale) })
        : t('promotions.ongoing', { start: day(startsAt, locale) })}
    </p>
  );
}
