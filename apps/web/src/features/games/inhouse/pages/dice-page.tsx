import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  type DiceDirection,
  diceMultiplierBp,
  diceWinningOutcomes,
  diceWins,
  type PlayValue,
} from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { rollDice } from '../api/inhouse-api';
import { DiceTrack } from '../components/dice-track';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { hundredths } from '../components/outcome-summary';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { BalanceLine, RoundResult, WinText } from '../components/round-lines';
import { Stat } from '../components/stat';
import { displayAmount, displayMultiplier, minorOf, plain } from '../model/money';
import { usePlay } from '../model/use-play';
import { useStake } from '../model/use-stake';
import { FreeBetPanel } from '../slots';

/** Target range (hundredths) that keeps the win chance within 1 % … 98 % for a direction. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING, max: DICE_MAX_WINNING }
    : { min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING, max: DICE_OUTCOMES - 1 - DICE_MIN_WINNING };
}

/** Dice: choose under or over a target; the multiplier follows from the chance and a 1 % edge. */
export function DicePage() {
  const { t } = useTranslation();
  const stake = useStake('dice');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  // The last free-bet round, shown instead of the last regular roll until the next regular roll.
  const [freeRound, setFreeRound] = useState<PlayValue | null>(null);
  const play = usePlay(
    'dice',
    (requestId, bet: { stake: string; direction: DiceDirection; target: number }) => rollDice(requestId, bet),
  );
  const range = targetRange(direction);
  const bet = { direction, target };
  const multiplierBp = diceMultiplierBp(bet);
  const stakeMinor = minorOf(stake.value);
  const shown = freeRound ?? play.data;
  const round = shown?.round;
  const wasFreeBet = round ? 'freeBet' in round.bet : false;
  const roll = round?.outcome?.game === 'dice' ? round.outcome.roll : null;
  const shownBet = round ? (round.bet as { direction: DiceDirection; target: number }) : bet;

  const changeDirection = (next: DiceDirection) => {
    setDirection(next);
    const r = targetRange(next);
    setTarget((v) => Math.min(r.max, Math.max(r.min, v)));
  };

  return (
    <InhouseLayout game="dice" rtp="99.00">
      <GameCard>
        <DiceTrack
          direction={shownBet.direction}
          target={shownBet.target}
          roll={roll}
          won={roll !== null && diceWins(shownBet, roll)}
          motionKey={round?.roundId}
        />
        <RoundResult testId="dice-result" won={roll !== null && diceWins(shownBet, roll)}>
          {round && roll !== null ? (
            <>
              {wasFreeBet ? `${t('inhouse.freeBet.used')} · ` : ''}
              {t('inhouse.dice.rolled', { roll: hundredths(roll) })} · <WinText win={round.win} />
            </>
          ) : null}
        </RoundResult>
        <SegmentedTabs
          label={t('inhouse.dice.direction')}
          value={direction}
          onChange={changeDirection}
          options={[
            { value: 'under', label: t('inhouse.dice.under'), testId: 'dice-under' },
            { value: 'over', label: t('inhouse.dice.over'), testId: 'dice-over' },
          ]}
        />
        <DiceTarget value={target} range={range} disabled={play.isPending} onChange={setTarget} />
        {/* On a phone the payout, the longest figure, takes a row of its own. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Stat
            label={t('inhouse.dice.chance')}
            value={`${(diceWinningOutcomes(bet) / 100).toFixed(2)}%`}
            testId="dice-chance"
          />
          <Stat
            label={t('inhouse.dice.multiplier')}
            value={`${displayMultiplier(multiplierBp)}×`}
            testId="dice-multiplier"
          />
          <Stat
            label={t('inhouse.dice.payout')}
            value={
              stakeMinor === null ? '–' : displayAmount(plain((stakeMinor * BigInt(multiplierBp)) / 10_000n))
            }
            testId="dice-payout"
            className="col-span-2 sm:col-span-1"
          />
        </div>
        <p className="text-xs text-muted">{t('inhouse.dice.edge')}</p>
        <PlayBar
          stake={stake}
          busy={play.isPending}
          label={t('inhouse.dice.roll')}
          pendingLabel={t('inhouse.dice.rolling')}
          testId="dice-roll"
          onPlay={() => {
            setFreeRound(null);
            play.mutate({ stake: stake.value.trim(), direction, target });
          }}
        />
        <BalanceLine balance={round ? shown?.balance : null} />
        <PlayError error={play.error} />
        <FreeBetPanel
          direction={direction}
          target={target}
          disabled={play.isPending}
          onPlayed={setFreeRound}
        />
      </GameCard>
    </InhouseLayout>
  );
}

/** The target of a roll, within the range its direction allows. */
function DiceTarget(props: {
  value: number;
  range: { min: number; max: number };
  disabled: boolean;
  onChange: (target: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor="dice-target" className="flex justify-between text-xs font-semibold text-muted">
        <span>{t('inhouse.dice.target')}</span>
        <span className="text-fg tabular-nums">{hundredths(props.value)}</span>
      </label>
      <input
        id="dice-target"
        data-testid="dice-target"
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={1}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="w-full accent-accent"
      />
    </div>
  );
}
