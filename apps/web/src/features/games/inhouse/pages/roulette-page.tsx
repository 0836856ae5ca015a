import { ROULETTE_INSIDE_TYPES, ROULETTE_MAX_BETS, type RouletteWireBet } from '@pf/shared/inhouse/index';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { spinRoulette } from '../api/inhouse-api';
import { ChipTableFooter } from '../components/chip-table-footer';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { BetList, ChipPicker, RouletteResultLine } from '../components/roulette-controls';
import { RoulettePocket } from '../components/roulette-pocket';
import { RouletteTable } from '../components/roulette-table';
import { useRouletteChips, wireBets } from '../model/roulette-chips';
import { useChip } from '../model/use-chip';
import { usePlay } from '../model/use-play';
import { useRouletteTaps } from '../model/use-roulette-taps';

/** European roulette: chips on a single-zero table, one spin settles them all on one pocket. */
export function RoulettePage() {
  const { t } = useTranslation();
  const chip = useChip();
  const chips = useRouletteChips();
  const play = usePlay('roulette', (requestId, bets: RouletteWireBet[]) => spinRoulette(requestId, bets));
  const round = play.data?.round;
  const pocket = round?.outcome?.game === 'roulette' ? round.outcome.pocket : null;

  const taps = useRouletteTaps((sel) => chips.place(sel, chip.value));

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

        <ChipPicker {...chip} />
        <BetList bets={chips.bets} />

        <ChipTableFooter
          game="roulette"
          total={chips.total}
          win={round?.win}
          balance={play.data?.balance}
          empty={chips.bets.length === 0}
          busy={play.isPending}
          onUndo={() => {
            chips.undo();
            taps.reset();
          }}
          onClear={() => {
            chips.clear();
            taps.reset();
          }}
          onPlay={() => play.mutate(wireBets(chips.bets))}
          label={t('inhouse.roulette.spin')}
          pendingLabel={t('inhouse.roulette.spinning')}
        />
        <PlayError error={play.error} />
      </GameCard>
    </InhouseLayout>
  );
}
