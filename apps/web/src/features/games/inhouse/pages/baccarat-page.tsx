import {
  BACCARAT_SPOTS,
  baccaratBetPayout,
  baccaratWinner,
  type BaccaratHands as Hands,
  handTotal,
} from '@pf/shared/inhouse/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dealBaccarat } from '../api/inhouse-api';
import { BaccaratHands } from '../components/baccarat-hands';
import { BaccaratSpots } from '../components/baccarat-spots';
import { ChipTableFooter } from '../components/chip-table-footer';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { ChipPicker } from '../components/roulette-controls';
import { baccaratWireBets, useBaccaratChips } from '../model/baccarat-chips';
import { displayAmount } from '../model/money';
import { useChip } from '../model/use-chip';
import { usePlay } from '../model/use-play';

/** "Banker wins 7 to 5", "Tie at 6", with the pairs that fell. */
function ResultLine({ hands, win }: { hands: Hands | null; win: string | null }) {
  const { t } = useTranslation();
  if (!hands) {
    return (
      <p role="status" className="text-center text-sm text-muted" data-testid="baccarat-result">
        {t('inhouse.baccarat.waiting')}
      </p>
    );
  }
  const winner = baccaratWinner(hands);
  const player = handTotal(hands.player);
  const banker = handTotal(hands.banker);
  const pairs = (['playerPair', 'bankerPair'] as const).filter(
    (spot) => baccaratBetPayout({ spot, stake: 1n }, hands) > 0n,
  );
  return (
    <p
      role="status"
      data-testid="baccarat-result"
      data-winner={winner}
      className="text-center text-base font-black text-fg"
    >
      {t(`inhouse.baccarat.result.${winner}`, { player, banker })}
      {pairs.map((spot) => ` · ${t(`inhouse.baccarat.${spot}`)}`).join('')}
      {win !== null ? (
        <span className="block text-sm font-semibold text-muted">
          {Number(win) > 0 ? t('inhouse.youWon', { amount: displayAmount(win) }) : t('inhouse.noWin')}
        </span>
      ) : null}
    </p>
  );
}

/** Punto banco: chips on player, banker, tie and the pairs; one deal settles them all. */
export function BaccaratPage() {
  const { t } = useTranslation();
  const chip = useChip();
  const chips = useBaccaratChips();
  const play = usePlay('baccarat', (requestId, bets: ReturnType<typeof baccaratWireBets>) =>
    dealBaccarat(requestId, bets),
  );
  const round = play.data?.round;
  const hands = round?.outcome?.game === 'baccarat' ? round.outcome : null;
  const winning = hands
    ? BACCARAT_SPOTS.filter((spot) => baccaratBetPayout({ spot, stake: 2n }, hands) > 2n)
    : [];

  return (
    <InhouseLayout game="baccarat" rtp="98.94">
      <GameCard>
        <BaccaratHands key={round?.roundId ?? 'none'} hands={hands} testId="baccarat-hands" />
        <ResultLine hands={hands} win={round?.win ?? null} />

        <BaccaratSpots
          amounts={chips.amounts}
          winning={winning}
          onPlace={(spot) => chips.place(spot, chip.value)}
          disabled={play.isPending}
        />
        <ChipPicker {...chip} />

        <ChipTableFooter
          game="baccarat"
          total={chips.total}
          win={round?.win}
          balance={play.data?.balance}
          empty={chips.empty}
          emptyNote={
            <p className="text-xs text-muted" data-testid="baccarat-no-bets">
              {t('inhouse.baccarat.noBets')}
            </p>
          }
          busy={play.isPending}
          onUndo={chips.undo}
          onClear={chips.clear}
          onPlay={() => play.mutate(baccaratWireBets(chips.amounts))}
          label={t('inhouse.baccarat.deal')}
          pendingLabel={t('inhouse.baccarat.dealing')}
        />
        <PlayError error={play.error} />
      </GameCard>
    </InhouseLayout>
  );
}
