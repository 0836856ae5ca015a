import { type BaccaratHands as Hands, handTotal } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlayingCard } from './playing-card';

/** Cards go out player, banker, player, banker, then the third cards: the order each card slides in. */
const dealOrder = (side: 'player' | 'banker', index: number, playerCards: number) =>
  index < 2 ? index * 2 + (side === 'banker' ? 1 : 0) : side === 'player' ? 4 : playerCards === 3 ? 5 : 4;

function Hand({
  side,
  cards,
  order,
  winner,
  animate,
}: {
  side: 'player' | 'banker';
  cards: number[] | null;
  order: (index: number) => number;
  winner: boolean;
  animate: boolean;
}) {
  const { t } = useTranslation();
  const total = cards ? handTotal(cards) : null;
  const name = t(`inhouse.baccarat.${side}`);
  return (
    <section
      aria-label={total === null ? name : t('inhouse.baccarat.hand', { side: name, total })}
      data-testid={`baccarat-${side}-hand`}
      data-total={total ?? ''}
      className={cn(
        'min-w-0 space-y-2 rounded-2xl border-2 p-2 sm:p-3',
        side === 'player' ? 'border-sky-500/40 bg-sky-500/10' : 'border-rose-500/40 bg-rose-500/10',
        winner && 'ring-2 ring-accent',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-black text-fg">{name}</h2>
        <span className="flex size-8 items-center justify-center rounded-full bg-surface text-lg font-black tabular-nums text-fg">
          {total ?? '–'}
        </span>
      </header>
      <div className="flex min-h-14 gap-1 sm:min-h-24 sm:gap-2">
        {cards
          ? cards.map((card, i) => (
              // Cards of one hand never move, so their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: position in the hand
              <PlayingCard key={i} card={card} order={order(i)} animate={animate} />
            ))
          : null}
      </div>
    </section>
  );
}

/** The player's and the banker's hands side by side, the winning side outlined. */
export function BaccaratHands({
  hands,
  animate = true,
  testId,
}: {
  hands: Hands | null;
  animate?: boolean;
  testId?: string;
}) {
  const p = hands ? handTotal(hands.player) : null;
  const b = hands ? handTotal(hands.banker) : null;
  const playerCards = hands?.player.length ?? 0;
  return (
    <div data-testid={testId} className="grid grid-cols-2 gap-2 sm:gap-3">
      <Hand
        side="player"
        cards={hands?.player ?? null}
        order={(i) => dealOrder('player', i, playerCards)}
        winner={p !== null && b !== null && p > b}
        animate={animate}
      />
      <Hand
        side="banker"
        cards={hands?.banker ?? null}
        order={(i) => dealOrder('banker', i, playerCards)}
        winner={p !== null && b !== null && b > p}
        animate={animate}
      />
    </div>
  );
}
