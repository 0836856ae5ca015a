import {
  BACCARAT_SPOTS,
  baccaratBetPayout,
  baccaratWinner,
  type BaccaratHands as Hands,
  handTotal,
} from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBrandMoney } from '@/features/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dealBaccarat } from '../api/inhouse-api';
import { BaccaratHands } from '../components/baccarat-hands';
import { BaccaratSpots } from '../components/baccarat-spots';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { ChipPicker } from '../components/roulette-controls';
import { Stat } from '../components/stat';
import { baccaratWireBets, useBaccaratChips } from '../model/baccarat-chips';
import { displayAmount, plain } from '../model/money';
import { usePlay } from '../model/use-play';

/** Chip values in minor units: 10, 50, 100, 500 and 1,000. */

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
  const { min: minStake, max: maxStake, defaultStake, chips: chipValues } = useBrandMoney().inhouse;
  const [chip, setChip] = useState<bigint>(() =>
    chipValues.includes(defaultStake) ? defaultStake : (chipValues[0] ?? defaultStake),
  );
  const chips = useBaccaratChips();
  const play = usePlay('baccarat', (requestId, bets: ReturnType<typeof baccaratWireBets>) =>
    dealBaccarat(requestId, bets),
  );
  const round = play.data?.round;
  const hands = round?.outcome?.game === 'baccarat' ? round.outcome : null;
  const totalOk = chips.total >= minStake && chips.total <= maxStake;
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
          onPlace={(spot) => chips.place(spot, chip)}
          disabled={play.isPending}
        />
        <ChipPicker values={chipValues} value={chip} onChange={setChip} />

        <div className="grid grid-cols-2 gap-2">
          <Stat
            label={t('inhouse.baccarat.total')}
            value={displayAmount(plain(chips.total))}
            testId="baccarat-total"
          />
          <Stat
            label={t('inhouse.win')}
            value={round ? displayAmount(round.win) : '–'}
            testId="baccarat-win"
          />
        </div>
        {chips.empty ? (
          <p className="text-xs text-muted" data-testid="baccarat-no-bets">
            {t('inhouse.baccarat.noBets')}
          </p>
        ) : !totalOk ? (
          <p className="text-xs text-danger">
            {t('inhouse.limits', {
              min: displayAmount(plain(minStake)),
              max: displayAmount(plain(maxStake)),
            })}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('inhouse.baccarat.edge')}</p>
        )}
        <div className="grid grid-cols-[auto_auto_1fr] gap-2">
          <Button variant="secondary" disabled={chips.empty || play.isPending} onClick={chips.undo}>
            {t('inhouse.baccarat.undo')}
          </Button>
          <Button variant="secondary" disabled={chips.empty || play.isPending} onClick={chips.clear}>
            {t('inhouse.baccarat.clear')}
          </Button>
          <Button
            size="lg"
            data-testid="baccarat-deal"
            disabled={chips.empty || !totalOk || play.isPending}
            onClick={() => play.mutate(baccaratWireBets(chips.amounts))}
          >
            {play.isPending ? t('inhouse.baccarat.dealing') : t('inhouse.baccarat.deal')}
          </Button>
        </div>
        {round ? (
          <p className="text-xs text-muted">
            {t('inhouse.balance', { amount: displayAmount(play.data?.balance) })}
          </p>
        ) : null}
        <PlayError error={play.error} />
      </GameCard>
    </InhouseLayout>
  );
}
