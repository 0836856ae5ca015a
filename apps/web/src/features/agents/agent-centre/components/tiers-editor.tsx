import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { blankTier, canAddTier, type TierDraft } from '../lib/tiers';

interface Props {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** A dividend's first threshold is the period's profit (docs/payroll.md); a salary's, its valid bets. */
  dividend?: boolean;
}

const FIELDS = ['minValidBet', 'minActiveMembers', 'rate'] as const;

/** One row per tier: valid bets and active members to reach, and the rate they earn. */
export function TiersEditor({ tiers, onChange, dividend = false }: Props) {
  const { t } = useTranslation();
  const edit = (key: number, field: (typeof FIELDS)[number], value: string) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)));
  return (
    <div className="space-y-2">
      {tiers.map((tier, i) => (
        <fieldset key={tier.key} className="rounded-xl border border-line p-2">
          <legend className="px-1 text-xs font-semibold text-muted">
            {t('agentCentre.offer.tier', { n: i + 1 })}
          </legend>
          {/* Three fields side by side need more than a phone's width: there they stack, each label whole. */}
          <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
            {FIELDS.map((field) => (
              <label key={field} className="min-w-0 space-y-1 text-[11px] text-muted">
                <span className="block truncate">
                  {t(`agentCentre.offer.${dividend && field === 'minValidBet' ? 'minProfit' : field}`)}
                </span>
                <input
                  inputMode="decimal"
                  className={`${inputClass} h-9 px-2`}
                  value={tier[field]}
                  onChange={(e) => edit(tier.key, field, e.target.value)}
                />
              </label>
            ))}
            <button
              type="button"
              disabled={tiers.length === 1}
              aria-label={t('agentCentre.offer.removeTier', { n: i + 1 })}
              onClick={() => onChange(tiers.filter((x) => x.key !== tier.key))}
              className="grid size-9 place-items-center justify-self-end rounded-lg text-muted hover:bg-surface-2 hover:text-danger disabled:opacity-40"
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={!canAddTier(tiers)}
        onClick={() => onChange([...tiers, blankTier()])}
      >
        {t('agentCentre.offer.addTier')}
      </Button>
    </div>
  );
}
