import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoBet,
  type PlinkoRisk,
  type PlinkoRows,
  plinkoMultiplier,
  plinkoSlot,
} from '@pf/shared/inhouse/index';
import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dropPlinko } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { PlinkoBoard } from '../components/plinko-board';
import { BalanceLine, RoundResult, WinText } from '../components/round-lines';
import { minorOf } from '../model/money';
import { displayHundredths } from '../model/multiplier';
import { usePlay } from '../model/use-play';
import { useStake } from '../model/use-stake';

type RowsText = `${PlinkoRows}`;

/** Plinko: rows and risk pick the paytable; the ball's path from the seeds picks the slot. */
export function PlinkoPage() {
  const { t } = useTranslation();
  const stake = useStake('plinko');
  const [rows, setRows] = useState<PlinkoRows>(8);
  const [risk, setRisk] = useState<PlinkoRisk>('low');
  const play = usePlay('plinko', (requestId, bet: { stake: string } & PlinkoBet) =>
    dropPlinko(requestId, bet),
  );
  const round = play.data?.round;
  const path = round?.outcome?.game === 'plinko' ? round.outcome.path : null;
  // The board shows the last ball on the table it fell on; changing rows or risk clears it.
  const shownBet = round
    ? { rows: Number(round.bet.rows) as PlinkoRows, risk: round.bet.risk as PlinkoRisk }
    : null;
  const onShownTable = shownBet !== null && shownBet.rows === rows && shownBet.risk === risk;

  return (
    <InhouseLayout game="plinko" rtp="99.00">
      <GameCard>
        <PlinkoBoard bet={{ rows, risk }} path={onShownTable ? path : null} />
        <RoundResult
          testId="plinko-result"
          won={round ? (minorOf(round.win) ?? 0n) >= (minorOf(round.stake) ?? 0n) : false}
        >
          {round && path && shownBet ? (
            <>
              {t('inhouse.plinko.landed', {
                multiplier: displayHundredths(plinkoMultiplier(shownBet, plinkoSlot(path))),
              })}{' '}
              · <WinText win={round.win} />
            </>
          ) : null}
        </RoundResult>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <p className="text-xs font-semibold text-muted">{t('inhouse.plinko.rows')}</p>
            <SegmentedTabs<RowsText>
              label={t('inhouse.plinko.rows')}
              value={String(rows) as RowsText}
              onChange={(v) => setRows(Number(v) as PlinkoRows)}
              options={PLINKO_ROWS.map((r) => ({
                value: `${r}` as RowsText,
                label: String(r),
                testId: `plinko-rows-${r}`,
              }))}
            />
          </div>
          <div className="space-y-1.5">
            <p className="text-xs font-semibold text-muted">{t('inhouse.plinko.risk')}</p>
            <SegmentedTabs
              label={t('inhouse.plinko.risk')}
              value={risk}
              onChange={setRisk}
              options={PLINKO_RISKS.map((r) => ({
                value: r,
                label: t(`inhouse.plinko.${r}`),
                testId: `plinko-risk-${r}`,
              }))}
            />
          </div>
        </div>
        <p className="text-xs text-muted">{t('inhouse.plinko.edge')}</p>
        <PlayBar
          stake={stake}
          busy={play.isPending}
          label={t('inhouse.plinko.drop')}
          pendingLabel={t('inhouse.plinko.dropping')}
          testId="plinko-drop"
          onPlay={() => play.mutate({ stake: stake.value.trim(), rows, risk })}
        />
        <BalanceLine balance={play.data?.balance} />
        <PlayError error={play.error} />
      </GameCard>
    </InhouseLayout>
  );
}
