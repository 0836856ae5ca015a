import { formatMinor } from '@pf/shared';
import { useId } from 'react';
import { useBrandMoney } from '@/features/brand/system';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { stakeText } from '../../model/stake-rule';

interface StakeInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | null;
}

/** The stake box with the brand's quick amounts, sized for its currency. */
export function StakeInput({ value, onChange, label, error }: StakeInputProps) {
  const { t } = useTranslation();
  const { quickPicks } = useBrandMoney().lottery;
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1.5">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          data-testid="lottery-stake"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            'h-10 w-32 rounded-xl border bg-surface-2 px-3 font-mono text-sm text-fg outline-none focus:border-accent',
            error ? 'border-danger' : 'border-line',
          )}
        />
        {quickPicks.map((q) => (
          <button
            key={String(q)}
            type="button"
            onClick={() => onChange(stakeText(q))}
            aria-label={t('lottery.bet.quickStake', { amount: formatMinor(q) })}
            className="h-8 rounded-lg bg-surface-2 px-2.5 text-xs font-semibold text-muted tabular-nums hover:text-fg"
          >
            {formatMinor(q)}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger" data-testid="lottery-stake-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
