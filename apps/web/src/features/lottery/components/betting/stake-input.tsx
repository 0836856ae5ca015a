import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

const QUICK = ['10', '50', '100', '500'] as const;

interface StakeInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | null;
}

/** The stake box with a few quick amounts. */
export function StakeInput({ value, onChange, label, error }: StakeInputProps) {
  const { t } = useTranslation();
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
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            'h-10 w-32 rounded-xl border bg-surface-2 px-3 font-mono text-sm text-fg outline-none focus:border-accent',
            error ? 'border-danger' : 'border-line',
          )}
        />
        {QUICK.map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => onChange(q)}
            aria-label={t('lottery.bet.quickStake', { amount: q })}
            className="h-8 rounded-lg bg-surface-2 px-2.5 text-xs font-semibold text-muted hover:text-fg"
          >
            {q}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger" data-testid="lottery-stake-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
