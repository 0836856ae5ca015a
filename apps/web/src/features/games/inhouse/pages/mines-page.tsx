import { MINES_TILES, minesMultiplierBp, minesPayout } from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SpinnerStatus } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { MinesBoard } from '../components/mines-board';
import { MinesCount } from '../components/mines-count';
import { MinesStatus } from '../components/mines-status';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { BalanceLine } from '../components/round-lines';
import { displayAmount, minorOf, plain } from '../model/money';
import { useMinesRound } from '../model/use-mines-round';
import { useStake } from '../model/use-stake';

/** Mines: stake and mine count, then open tiles one by one and cash out before a mine. */
export function MinesPage() {
  const { t } = useTranslation();
  const stake = useStake('mines');
  const [mines, setMines] = useState(3);
  const game = useMinesRound();
  const { round, busy } = game;
  const inPlay = round?.status === 'open';
  const count = inPlay ? Number(round.bet.mines) : mines;
  const opened = round?.revealed.length ?? 0;
  const stakeMinor = inPlay ? minorOf(round.stake) : minorOf(stake.value);
  const cashNow = inPlay && stakeMinor !== null ? minesPayout(count, opened, stakeMinor) : null;
  const nextBp = inPlay && opened < MINES_TILES - count ? minesMultiplierBp(count, opened + 1) : null;
  const boardMines = round?.outcome?.game === 'mines' ? round.outcome.mines : null;
  const hitMine =
    round?.status === 'settled' &&
    boardMines !== null &&
    round.revealed.some((tile) => boardMines.includes(tile));

  return (
    <InhouseLayout game="mines" rtp="99.00">
      <GameCard>
        {game.loading ? (
          <SpinnerStatus className="flex justify-center py-10 text-muted" label={t('account.updating')} />
        ) : (
          <MinesBoard
            revealed={round?.revealed ?? []}
            mines={inPlay ? null : boardMines}
            onPick={inPlay ? game.reveal : undefined}
            disabled={busy || !inPlay}
            animate
            testId="mines-board"
          />
        )}
        <MinesStatus
          round={round}
          inPlay={inPlay}
          count={count}
          opened={opened}
          nextBp={nextBp}
          hitMine={hitMine}
        />
        {inPlay ? (
          <Button
            size="lg"
            className="w-full"
            data-testid="mines-cashout"
            disabled={busy || opened === 0}
            onClick={game.cashOut}
          >
            {t('inhouse.mines.cashOut', { amount: cashNow === null ? '–' : displayAmount(plain(cashNow)) })}
          </Button>
        ) : (
          <PlayBar
            stake={stake}
            busy={busy}
            pending={game.starting}
            label={t('inhouse.mines.start')}
            pendingLabel={t('inhouse.mines.starting')}
            testId="mines-start"
            onPlay={() => game.start({ stake: stake.value.trim(), mines })}
            columns="sm:grid-cols-[1fr_8rem_auto]"
          >
            <MinesCount value={mines} onChange={setMines} disabled={busy} />
          </PlayBar>
        )}
        <BalanceLine balance={game.balance || null} />
        <PlayError error={game.error} />
      </GameCard>
    </InhouseLayout>
  );
}
