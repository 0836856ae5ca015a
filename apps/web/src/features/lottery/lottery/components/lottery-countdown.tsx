import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { countdownText } from '../model/countdown-text';
import { useNow } from '../model/use-now';

interface LotteryCountdownProps {
  /** When betting closes, on this screen's clock (fewinTime). */
  closesAt: number | undefined;
  isSale: boolean;
  className?: string;
  testId?: string;
}

/** §4 Countdown to the close of betting; '-- : -- : --' when nothing is on sale. Ticks on its own. */
export function LotteryCountdown({ closesAt, isSale, className, testId }: LotteryCountdownProps) {
  const { t } = useTranslation();
  const now = useNow();
  const shown = countdownText(closesAt === undefined ? 0 : closesAt - now, isSale);
  const text =
    shown.kind === 'days'
      ? t('lottery.countdown.days', { days: shown.days, hours: shown.hours })
      : shown.text;
  return (
    <span
      data-testid={testId}
      data-state={shown.kind}
      // One unit: '-- : -- : --' has spaces a narrow box would otherwise break on.
      className={cn(
        'font-mono whitespace-nowrap tabular-nums',
        shown.kind === 'none' ? 'text-muted' : 'text-fg',
        className,
      )}
    >
      {text}
    </span>
  );
}
