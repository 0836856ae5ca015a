import { limboWins } from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { playLimbo } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { LimboResult } from '../components/limbo-result';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { BalanceLine, RoundResult, WinText } from '../components/round-lines';
import { Stat } from '../components/stat';
import { displayAmount, minorOf, plain } from '../model/money';
import { displayHundredths, limboChanceText, parseTarget } from '../model/multiplier';
import { usePlay } from '../model/use-play';
import { useStake } from '../model/use-stake';

const QUICK_TARGETS = [150, 200, 1_000, 10_000];

/** Limbo: name a target multiplier; a result at or above it pays stake × target. */
export function LimboPage() {
  const { t } = useTranslation();
  const stake = useStake('limbo');
  const [targetText, setTargetText] = useState('2.00');
  const play = usePlay('limbo', (requestId, bet: { stake: string; target: number }) =>
    playLimbo(requestId, bet),
  );
  const target = parseTarget(targetText);
  const stakeMinor = minorOf(stake.value);
  const round = play.data?.round;
  const result = round?.outcome?.game === 'limbo' ? round.outcome.result : null;
  const shownTarget = round ? Number(round.bet.target) : target;
  const won = result !== null && shownTarget !== null && limboWins(shownTarget, result);

  return (
    <InhouseLayout game="limbo" rtp="99.00">
      <GameCard>
        <LimboResult result={result} motionKey={round?.roundId} won={won} testId="limbo-result-value" />
        <RoundResult testId="limbo-result" won={won}>
          {round && result !== null ? (
            <>
              {t('inhouse.limbo.resultLine', { result: displayHundredths(result) })} ·{' '}
              <WinText win={round.win} />
            </>
          ) : null}
        </RoundResult>
        <div className="space-y-1.5">
          <label htmlFor="limbo-target" className="block text-xs font-semibold text-muted">
            {t('inhouse.limbo.target')}
          </label>
          <div className="flex gap-1.5">
            <input
              id="limbo-target"
              data-testid="limbo-target"
              inputMode="decimal"
              autoComplete="off"
              className={cn(inputClass, 'tabular-nums')}
              value={targetText}
              disabled={play.isPending}
              aria-invalid={target === null}
              onChange={(e) => setTargetText(e.target.value)}
            />
            {QUICK_TARGETS.map((q) => (
              <button
                key={q}
                type="button"
                disabled={play.isPending}
                onClick={() => setTargetText((q / 100).toFixed(2))}
                className="hidden h-11 min-w-11 shrink-0 rounded-xl bg-surface-2 px-2 text-xs font-bold text-fg hover:bg-surface-3 disabled:opacity-50 sm:block"
              >
                {displayHundredths(q).replace(/\.00$/, '')}×
              </button>
            ))}
          </div>
          {target === null ? (
            <p role="alert" className="text-xs text-danger">
              {t('inhouse.limbo.invalidTarget')}
            </p>
          ) : (
            <p className="text-xs text-muted">{t('inhouse.limbo.targetHint')}</p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Stat
            label={t('inhouse.limbo.chance')}
            value={target === null ? '–' : limboChanceText(target)}
            testId="limbo-chance"
          />
          <Stat
            label={t('inhouse.limbo.payout')}
            value={
              stakeMinor === null || target === null
                ? '–'
                : displayAmount(plain((stakeMinor * BigInt(target)) / 100n))
            }
            testId="limbo-payout"
          />
        </div>
        <p className="text-xs text-muted">{t('inhouse.limbo.edge')}</p>
        <PlayBar
          stake={stake}
          busy={play.isPending}
          blocked={target === null}
          label={t('inhouse.limbo.play')}
          pendingLabel={t('inhouse.limbo.playing')}
          testId="limbo-play"
          onPlay={() => target !== null && play.mutate({ stake: stake.value.trim(), target })}
        />
        <BalanceLine balance={play.data?.balance} />
        <PlayError error={play.error} />
      </GameCard>
    </InhouseLayout>
  );
}
