import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, toApiAmount } from '../lib/money';

interface QuickAmountsProps {
  /** The brand's quick picks, minor units. */
  amounts: readonly bigint[];
  /** Only picks within these limits are offered (minor units; null: no limit). */
  min: bigint | null;
  max: bigint | null;
  onPick: (amount: string) => void;
}

/** One-tap amounts sized for the brand's currency, as the brand set them. */
export function QuickAmounts({ amounts, min, max, onPick }: QuickAmountsProps) {
  const { t } = useTranslation();
  const offered = amounts.filter((q) => (min === null || q >= min) && (max === null || q <= max));
  if (offered.length === 0) return null;
  return (
    <fieldset aria-label={t('wallet.amount.quickPicks')} className="flex min-w-0 flex-wrap gap-2">
      {offered.map((q) => (
        <button
          key={String(q)}
          type="button"
          onClick={() => onPick(toApiAmount(q))}
          className="rounded-lg border border-line bg-bg-2 px-3 py-1.5 text-xs font-semibold tabular-nums hover:border-accent hover:text-accent"
        >
          {displayAmount(toApiAmount(q))}
        </button>
      ))}
    </fieldset>
  );
}
