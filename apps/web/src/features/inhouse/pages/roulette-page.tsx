import {
  INHOUSE_STAKE_LIMITS,
  ROULETTE_INSIDE_TYPES,
  ROULETTE_MAX_BETS,
  type RouletteInsideType,
  type RouletteSelection,
  type RouletteWireBet,
  rouletteColour,
  rouletteOdds,
} from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { cn } from '@/lib/cn';
import { spinRoulette } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { RoulettePocket } from '../components/roulette-pocket';
import { RouletteTable } from '../components/roulette-table';
import { Stat } from '../components/stat';
import { displayAmount, minorOf, plain } from '../model/money';
import { insideCandidates, useRouletteChips, wireBets } from '../model/roulette-chips';
import { selectionLabel } from '../model/roulette-labels';
import { usePlay } from '../model/use-play';

const { min: MIN, max: MAX } = INHOUSE_STAKE_LIMITS.roulette;
/** Chip values in minor units: 10, 50, 100, 500 and 1,000. */
const CHIPS = [10_00n, 50_00n, 100_00n, 500_00n, 1_000_00n] as const;

type Notice = 'notOnTable' | 'maxBets' | null;

/** European roulette: chips on a single-zero table, one spin settles them all on one pocket. */
export function RoulettePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<RouletteInsideType>('straight');
  const [chip, setChip] = useState<bigint>(100_00n);
  const [taps, setTaps] = useState<number[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const chips = useRouletteChips();
  const play = usePlay('roulette', (requestId, bets: RouletteWireBet[]) => spinRoulette(requestId, bets));
  const round = play.data?.round;
  const pocket = round?.outcome?.game === 'roulette' ? round.outcome.pocket : null;
  const totalOk = chips.total >= MIN && chips.total <= MAX;

  const placeChip = (sel: RouletteSelection) => {
    setNotice(chips.place(sel, chip) ? null : 'maxBets');
  };
  const tapNumber = (n: number) => {
    const next = taps.includes(n) ? taps : [...taps, n];
    const found = insideCandidates(mode, next);
    if (found.length === 0) {
      setTaps([]);
      setNotice('notOnTable');
    } else if (found.length === 1) {
      setTaps([]);
      placeChip({ type: mode, numbers: found[0]! });
    } else {
      setTaps(next);
      setNotice(null);
    }
  };
  const changeMode = (value: RouletteInsideType) => {
    setMode(value);
    setTaps([]);
    setNotice(null);
  };

  return (
    <InhouseLayout game="roulette" rtp="97.30">
      <GameCard>
        <RoulettePocket pocket={pocket} testId="roulette-pocket" />
        <div aria-live="polite" data-testid="roulette-result" className="min-h-8 text-center">
          {round && pocket !== null ? (
            <p
              className={
                (minorOf(round.win) ?? 0n) > 0n
                  ? 'text-xl font-black text-success'
                  : 'text-base font-semibold text-muted'
              }
            >
              {t('inhouse.roulette.resultLine', {
                pocket,
                colour: t(`inhouse.roulette.colours.${rouletteColour(pocket)}`),
              })}{' '}
              ·{' '}
              {(minorOf(round.win) ?? 0n) > 0n
                ? t('inhouse.youWon', { amount: displayAmount(round.win) })
                : t('inhouse.noWin')}
            </p>
          ) : null}
        </div>

        <div className="space-y-1.5">
          <p className="text-xs font-semibold text-muted">{t('inhouse.roulette.betType')}</p>
          <SegmentedTabs
            label={t('inhouse.roulette.betType')}
            value={mode}
            onChange={changeMode}
            className="overflow-x-auto"
            options={ROULETTE_INSIDE_TYPES.map((type) => ({
              value: type,
              label: t(`inhouse.roulette.types.${type}`),
              testId: `roulette-mode-${type}`,
            }))}
          />
          <p className="text-xs text-muted" data-testid="roulette-hint">
            {taps.length > 0
              ? t('inhouse.roulette.pending', { numbers: taps.join(', ') })
              : t(`inhouse.roulette.hint.${mode}`)}
          </p>
        </div>

        <RouletteTable
          onNumber={tapNumber}
          onOutside={placeChip}
          amountOn={chips.amountOn}
          pending={taps}
          pocket={pocket}
          disabled={play.isPending}
        />
        {notice ? (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
            {t(`inhouse.roulette.${notice}`, {
              type: t(`inhouse.roulette.types.${mode}`),
              max: ROULETTE_MAX_BETS,
            })}
          </p>
        ) : null}

        <fieldset className="space-y-1.5">
          <legend className="text-xs font-semibold text-muted">{t('inhouse.roulette.chip')}</legend>
          <div className="flex flex-wrap gap-2">
            {CHIPS.map((value) => (
              <label
                key={String(value)}
                className={cn(
                  'flex size-12 cursor-pointer items-center justify-center rounded-full border-2 text-xs font-black tabular-nums transition has-focus-visible:outline-2 has-focus-visible:outline-accent',
                  chip === value
                    ? 'border-accent bg-accent text-accent-fg'
                    : 'border-line bg-surface-2 text-fg hover:border-accent',
                )}
              >
                <input
                  type="radio"
                  name="roulette-chip"
                  className="sr-only"
                  checked={chip === value}
                  onChange={() => setChip(value)}
                />
                {displayAmount(plain(value)).replace(/\.00$/, '')}
              </label>
            ))}
          </div>
        </fieldset>

        <section aria-labelledby="roulette-bets-title" className="space-y-2">
          <h2 id="roulette-bets-title" className="text-xs font-semibold text-muted">
            {t('inhouse.roulette.yourBets', { count: chips.bets.length, max: ROULETTE_MAX_BETS })}
          </h2>
          {chips.bets.length === 0 ? (
            <p
              className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted"
              data-testid="roulette-no-bets"
            >
              {t('inhouse.roulette.noBets')}
            </p>
          ) : (
            <ul className="max-h-40 space-y-1 overflow-y-auto" data-testid="roulette-bets">
              {chips.bets.map((bet) => (
                <li
                  key={bet.key}
                  className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
                >
                  <span className="min-w-0 truncate text-fg">{selectionLabel(t, bet.selection)}</span>
                  <span className="shrink-0 text-xs text-muted tabular-nums">
                    {rouletteOdds(bet.selection)}:1 · {displayAmount(plain(bet.amount))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="grid grid-cols-2 gap-2">
          <Stat
            label={t('inhouse.roulette.total')}
            value={displayAmount(plain(chips.total))}
            testId="roulette-total"
          />
          <Stat
            label={t('inhouse.win')}
            value={round ? displayAmount(round.win) : '–'}
            testId="roulette-win"
          />
        </div>
        {chips.bets.length > 0 && !totalOk ? (
          <p className="text-xs text-danger">
            {t('inhouse.limits', { min: displayAmount(plain(MIN)), max: displayAmount(plain(MAX)) })}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('inhouse.roulette.edge')}</p>
        )}
        <div className="grid grid-cols-[auto_auto_1fr] gap-2">
          <Button
            variant="secondary"
            disabled={chips.bets.length === 0 || play.isPending}
            onClick={() => {
              chips.undo();
              setNotice(null);
            }}
          >
            {t('inhouse.roulette.undo')}
          </Button>
          <Button
            variant="secondary"
            disabled={chips.bets.length === 0 || play.isPending}
            onClick={() => {
              chips.clear();
              setTaps([]);
              setNotice(null);
            }}
          >
            {t('inhouse.roulette.clear')}
          </Button>
          <Button
            size="lg"
            data-testid="roulette-spin"
            disabled={chips.bets.length === 0 || !totalOk || play.isPending}
            onClick={() => play.mutate(wireBets(chips.bets))}
          >
            {play.isPending ? t('inhouse.roulette.spinning') : t('inhouse.roulette.spin')}
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
