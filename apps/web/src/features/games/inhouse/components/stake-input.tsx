import { formatMinor } from '@pf/shared';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { minorOf, plain } from '../model/money';

interface StakeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Minor units. */
  min: bigint;
  max: bigint;
  disabled?: boolean;
  testId?: string;
}

/** What is wrong with a typed stake, or null; limits are in minor units. */
export function stakeProblem(value: string, min: bigint, max: bigint): 'invalid' | 'range' | null {
  const minor = minorOf(value);
  if (minor === null) return 'invalid';
  return minor < min || minor > max ? 'range' : null;
}

/** A stake box with the usual quick buttons; the server checks the same limits again. */
export function StakeInput({ label, value, onChange, min, max, disabled, testId }: StakeInputProps) {
  const { t } = useTranslation();
  const minor = minorOf(value);
  const problem = stakeProblem(value, min, max);
  const clamp = (v: bigint) => plain(v < min ? min : v > max ? max : v);
  const quick: [string, () => string][] = [
    [t('inhouse.half'), () => clamp((minor ?? min) / 2n)],
    [t('inhouse.double'), () => clamp((minor ?? min) * 2n)],
    [t('inhouse.min'), () => plain(min)],
    [t('inhouse.max'), () => plain(max)],
  ];
  const error =
    problem === 'invalid'
      ? t('inhouse.errors.invalidAmount')
      : problem === 'range'
        ? t('inhouse.errors.INHOUSE_STAKE_RANGE', { min: formatMinor(min), max: formatMinor(max) })
        : null;
  return (
    <div className="space-y-1.5">
      <label className="block text-xs font-semibold text-muted" htmlFor={testId}>
        {label}
      </label>
      {/* Side by side only where the box keeps room for the largest stake: in a narrow panel (a
          phone) the quick buttons take a row of their own under it, whatever their words. */}
      <div className="@container">
        <div className="flex flex-col gap-1.5 @md:flex-row">
          <input
            id={testId}
            data-testid={testId}
            inputMode="decimal"
            autoComplete="off"
            className={cn(inputClass, 'tabular-nums @md:flex-1')}
            value={value}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            onChange={(e) => onChange(e.target.value)}
          />
          <div className="grid grid-cols-4 gap-1.5 @md:flex @md:shrink-0">
            {quick.map(([text, next]) => (
              <button
                key={text}
                type="button"
                disabled={disabled}
                onClick={() => onChange(next())}
                className="h-11 min-w-11 rounded-xl bg-surface-2 px-2 text-xs font-bold whitespace-nowrap text-fg hover:bg-surface-3 disabled:opacity-50"
              >
                {text}
              </button>
            ))}
          </div>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted">
          {t('inhouse.limits', { min: formatMinor(min), max: formatMinor(max) })}
        </p>
      )}
    </div>
  );
}
