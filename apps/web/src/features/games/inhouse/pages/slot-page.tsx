import { toPercent } from '@pf/shared';
import {
  evaluateStops,
  LINE_PAYS,
  PAYLINES,
  SCATTER_PAYS,
  SLOT_RTP,
  type SlotSymbol,
} from '@pf/shared/inhouse/index';
import { useMemo, useState } from 'react';
import { useBrandMoney } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { spinSlot } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { BalanceLine, WinText } from '../components/round-lines';
import { SlotGrid, SymbolFace } from '../components/slot-grid';
import { stakeProblem } from '../components/stake-input';
import { displayAmount, minorOf, plain } from '../model/money';
import { usePlay } from '../model/use-play';

const LINES = BigInt(PAYLINES.length);
const RTP = toPercent(SLOT_RTP, 2);
const OF_A_KIND = [3, 4, 5] as const;

function Paytable() {
  const { t } = useTranslation();
  const rows = Object.entries(LINE_PAYS) as [SlotSymbol, readonly number[]][];
  return (
    <details
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="slot-paytable"
    >
      <summary className="cursor-pointer text-base font-bold text-fg">{t('inhouse.slot.paytable')}</summary>
      <p className="mt-2 text-xs leading-relaxed text-muted">{t('inhouse.slot.paytableNote')}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {[...rows, ['S', SCATTER_PAYS] as [SlotSymbol, readonly number[]]].map(([symbol, pays]) => (
          <div key={symbol} className="flex items-center gap-3 rounded-xl bg-surface-2 p-2">
            <SymbolFace symbol={symbol} className="size-10 text-lg sm:text-lg" />
            <ul className="text-xs text-fg tabular-nums">
              {OF_A_KIND.map((count) => (
                <li key={count}>
                  {t('inhouse.slot.ofAKind', { count })}: <b>{pays[count - 3]}×</b>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

/** Fortune Reels: pick a line bet, spin, see the window, the paying lines and the win. */
export function SlotPage() {
  const { t } = useTranslation();
  // The brand's stake limits apply to the total stake: a line takes a twentieth of it.
  const stakes = useBrandMoney().inhouse;
  const lineMin = stakes.min / LINES;
  const lineMax = stakes.max / LINES;
  const [lineBet, setLineBet] = useState(plain(stakes.defaultStake / LINES));
  const play = usePlay('slot', (requestId, bet: string) => spinSlot(requestId, bet));
  const round = play.data?.round;
  const spin = useMemo(
    () => (round?.outcome?.game === 'slot' ? evaluateStops(round.outcome.stops) : null),
    [round],
  );
  const problem = stakeProblem(lineBet, lineMin, lineMax);
  const total = minorOf(lineBet);
  const won = round ? (minorOf(round.win) ?? 0n) > 0n : false;

  return (
    <InhouseLayout game="slot" rtp={RTP}>
      <GameCard>
        <SlotGrid spin={spin} spinning={play.isPending} motionKey={round?.roundId} testId="slot-grid" />
        <div aria-live="polite" data-testid="slot-result" className="min-h-12 text-center">
          {round ? (
            <>
              <p className={won ? 'text-xl font-black text-success' : 'text-base font-semibold text-muted'}>
                <WinText win={round.win} />
              </p>
              <ul className="text-xs text-muted">
                {spin?.lineWins.map((w) => (
                  <li key={w.line}>
                    {t('inhouse.slot.lineWin', {
                      line: w.line,
                      count: w.count,
                      symbol: t(`inhouse.symbols.${w.symbol}`),
                      multiplier: w.multiplier,
                    })}
                  </li>
                ))}
                {spin && spin.scatterMultiplier > 0 ? (
                  <li>
                    {t('inhouse.slot.scatterWin', {
                      count: spin.scatterCount,
                      multiplier: spin.scatterMultiplier,
                    })}
                  </li>
                ) : null}
              </ul>
              <BalanceLine balance={play.data?.balance} />
            </>
          ) : null}
        </div>
        <PlayBar
          stake={{
            label: t('inhouse.lineBet'),
            value: lineBet,
            onChange: setLineBet,
            min: lineMin,
            max: lineMax,
            testId: 'slot-line-bet',
          }}
          busy={play.isPending}
          label={t('inhouse.slot.spin')}
          pendingLabel={t('inhouse.slot.spinning')}
          testId="slot-spin"
          onPlay={() => play.mutate(lineBet.trim())}
        />
        {total !== null && problem === null ? (
          <p className="text-xs text-muted" data-testid="slot-total">
            {t('inhouse.totalStake', { lines: PAYLINES.length, amount: displayAmount(plain(total * LINES)) })}
          </p>
        ) : null}
        <PlayError error={play.error} />
      </GameCard>
      <Paytable />
    </InhouseLayout>
  );
}
