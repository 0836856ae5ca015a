import { BACCARAT_SPOTS, type BaccaratSpot } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, plain } from '../model/money';

/** What each spot pays, as printed on the table. */
export const BACCARAT_ODDS: Readonly<Record<BaccaratSpot, string>> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

const TONE: Readonly<Record<BaccaratSpot, string>> = {
  player: 'border-sky-500/50 bg-sky-500/10',
  banker: 'border-rose-500/50 bg-rose-500/10',
  tie: 'border-emerald-500/50 bg-emerald-500/10',
  playerPair: 'border-sky-500/30 bg-surface-2',
  bankerPair: 'border-rose-500/30 bg-surface-2',
};

/** The five betting spots; a tap puts the chosen chip on one, the amount on it shows beneath. */
export function BaccaratSpots({
  amounts,
  winning,
  onPlace,
  disabled,
}: {
  amounts: Readonly<Record<BaccaratSpot, bigint>>;
  /** Spots the last coup paid, outlined. */
  winning: readonly BaccaratSpot[];
  onPlace: (spot: BaccaratSpot) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-xs font-semibold text-muted">{t('inhouse.baccarat.spots')}</legend>
      <div className="grid grid-cols-6 gap-2">
        {BACCARAT_SPOTS.map((spot) => {
          const amount = amounts[spot];
          const name = t(`inhouse.baccarat.${spot}`);
          return (
            <button
              key={spot}
              type="button"
              disabled={disabled}
              onClick={() => onPlace(spot)}
              aria-label={t('inhouse.baccarat.spotLabel', {
                spot: name,
                odds: BACCARAT_ODDS[spot],
                amount: displayAmount(plain(amount)),
              })}
              data-testid={`baccarat-spot-${spot}`}
              data-amount={plain(amount)}
              className={cn(
                'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border-2 px-1 py-2 text-center transition hover:border-accent disabled:opacity-60',
                spot === 'player' || spot === 'banker' ? 'col-span-3' : 'col-span-2',
                TONE[spot],
                winning.includes(spot) && 'ring-2 ring-accent',
              )}
            >
              <span className="text-sm font-black text-fg">{name}</span>
              <span className="text-xs text-muted">{BACCARAT_ODDS[spot]}</span>
              <span
                className={cn(
                  'text-xs font-bold tabular-nums',
                  amount > 0n ? 'text-accent' : 'text-transparent',
                )}
              >
                {displayAmount(plain(amount))}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
