import { formatCount } from '@pf/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A return held in tenths (12345) as text grouped as amounts are (1,234.5). */
const tenthsText = (tenths: number) => `${formatCount(Math.floor(tenths / 10))}.${tenths % 10}`;

/** The paytable row for the number of spots picked: hits and the total return per unit staked. */
export function KenoPaytable({
  paytable,
  spots,
}: {
  paytable: Record<string, Record<string, number>>;
  spots: number;
}) {
  const { t } = useTranslation();
  const row = paytable[String(Math.max(1, spots))];
  if (!row) return null;
  const entries = Object.entries(row).sort((a, b) => Number(b[0]) - Number(a[0]));
  return (
    <div className="rounded-xl border border-line p-3" data-testid="keno-paytable">
      <p className="mb-2 text-xs font-semibold text-muted">
        {t('lottery.keno.paytable', { count: Math.max(1, spots) })}
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {entries.map(([hits, tenths]) => (
          <li
            key={hits}
            className={cn(
              'rounded-lg bg-surface-2 px-2 py-1 font-mono text-xs tabular-nums',
              Number(hits) === spots && 'text-accent',
            )}
          >
            {t('lottery.keno.hits', { count: Number(hits) })} ×{tenthsText(tenths)}
          </li>
        ))}
      </ul>
    </div>
  );
}
