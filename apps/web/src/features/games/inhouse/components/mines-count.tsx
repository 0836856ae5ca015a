import { MINES_MAX, MINES_MIN } from '@pf/shared/inhouse/index';
import { inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';

const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN);

/** How many mines the next board hides. */
export function MinesCount({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5 sm:mb-5">
      <label htmlFor="mines-count" className="block text-xs font-semibold text-muted">
        {t('inhouse.mines.count')}
      </label>
      <select
        id="mines-count"
        data-testid="mines-count"
        className={inputClass}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
