import { ROULETTE_INSIDE_TYPES, ROULETTE_MAX_BETS, type RouletteWireBet } from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useBrandMoney } from '@/features/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { spinRoulette } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { BetList, ChipPicker, RouletteResultLine } from '../components/roulette-controls';
import { RoulettePocket } from '../components/roulette-pocket';
import { RouletteTable } from '../components/roulette-table';
import { Stat } from '../components/stat';
import { displayAmount, plain } from '../model/money';
import { useRouletteChips, wireBets } from '../model/roulette-chips';
import { usePlay } from '../model/use-play';
import { useRouletteTaps } from '../model/use-roulette-taps';

/** Chip values in minor units: 10, 50, 100, 500 and 1,000. */

/** European roulette: chips on a single-zero table, one spin settles them all on one pocket. */
export function RoulettePage() {
  const { t } = useTranslation();
  const { min: minStake, max: maxStake, defaultStake, chips: chipValues } = useBrandMoney().inhouse;
  const [chip, setChip] = useState<bigint>(() =>
    chipValues.includes(defaultStake) ? defaultStake : (chipValues[0] ?? defaultStake),
  );
  const chips = useRouletteChips();
  const play = usePlay('roulette', (requestId, bets: RouletteWireBet[]) => spinRoulette(requestId, bets));
  const round = play.data?.round;
  const pocket = round?.outcome?.game === 'roulette' ? round.outcome.pocket : null;
  const totalOk = chips.total >= minStake && chips.total <= maxStake;

  const taps = useRouletteTaps((sel) => chips.place(sel, chip));

  return (
    <InhouseLayout game="roulette" rtp="97.30">
      <GameCard>
        <RoulettePocket pocket={pocket} motionKey={round?.roundId} testId="roulette-pocket" />
        <RouletteResultLine pocket={pocket} win={round?.win ?? null} />

        <div className="space-y-1.5">
          <p className="text-xs font-semibold text-muted">{t('inhouse.roulette.betType')}</p>
          <SegmentedTabs
            label={t('inhouse.roulette.betType')}
            value={taps.mode}
            onChange={taps.changeMode}
            wrap
            options={ROULETTE_INSIDE_TYPES.map((type) => ({
              value: type,
              label: t(`inhouse.roulette.types.${type}`),
              testId: `roulette-mode-${type}`,
            }))}
          />
          <p className="text-xs text-muted" data-testid="roulette-hint">
            {taps.taps.length > 0
              ? t('inhouse.roulette.pending', { numbers: taps.taps.join(', ') })
              : t(`inhouse.roulette.hint.${taps.mode}`)}
          </p>
        </div>

        <RouletteTable
          onNumber={taps.tap}
          onOutside={taps.placeChip}
          amountOn={chips.amountOn}
          pending={taps.taps}
          pocket={pocket}
          disabled={play.isPending}
        />
        {taps.notice ? (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
            {t(`inhouse.roulette.${taps.notice}`, {
              type: t(`inhouse.roulette.types.${taps.mode}`),
              max: ROULETTE_MAX_BETS,
            })}
          </p>
        ) : null}

        <ChipPicker values={chipValues} value={chip} onChange={setChip} />
        <BetList bets={chips.bets} />

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
            {t('inhouse.limits', {
              min: displayAmount(plain(minStake)),
              max: displayAmount(plain(maxStake)),
            })}
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
              taps.reset();
            }}
          >
            {t('inhouse.roulette.undo')}
          </Button>
          <Button
            variant="secondary"
            disabled={chips.bets.length === 0 || play.isPending}
            onClick={() => {
              chips.clear();
              taps.reset();
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
