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
import { Button } from '@/components/ui/button';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useBrandMoney } from '@/features/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dropPlinko } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { PlayError } from '../components/play-error';
import { PlinkoBoard } from '../components/plinko-board';
import { StakeInput, stakeProblem } from '../components/stake-input';
import { displayAmount, minorOf, plain } from '../model/money';
import { displayHundredths } from '../model/multiplier';
import { usePlay } from '../model/use-play';

type RowsText = `${PlinkoRows}`;

/** Plinko: rows and risk pick the paytable; the ball's path from the seeds picks the slot. */
export function PlinkoPage() {
  const { t } = useTranslation();
  const { min: minStake, max: maxStake, defaultStake } = useBrandMoney().inhouse;
  const [stake, setStake] = useState(plain(defaultStake));
  const [rows, setRows] = useState<PlinkoRows>(8);
  const [risk, setRisk] = useState<PlinkoRisk>('low');
  const play = usePlay('plinko', (requestId, bet: { stake: string } & PlinkoBet) =>
    dropPlinko(requestId, bet),
  );
  const problem = stakeProblem(stake, minStake, maxStake);
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
        <div aria-live="polite" data-testid="plinko-result" className="min-h-8 text-center">
          {round && path && shownBet ? (
            <p
              className={
                (minorOf(round.win) ?? 0n) >= (minorOf(round.stake) ?? 0n)
                  ? 'text-xl font-black text-success'
                  : 'text-base font-semibold text-muted'
              }
            >
              {t('inhouse.plinko.landed', {
                multiplier: displayHundredths(plinkoMultiplier(shownBet, plinkoSlot(path))),
              })}{' '}
              ·{' '}
              {(minorOf(round.win) ?? 0n) > 0n
                ? t('inhouse.youWon', { amount: displayAmount(round.win) })
                : t('inhouse.noWin')}
            </p>
          ) : null}
        </div>
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
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <StakeInput
            label={t('inhouse.stake')}
            value={stake}
            onChange={setStake}
            min={minStake}
            max={maxStake}
            disabled={play.isPending}
            testId="plinko-stake"
          />
          <Button
            size="lg"
            className="sm:mb-5"
            data-testid="plinko-drop"
            disabled={problem !== null || play.isPending}
            onClick={() => play.mutate({ stake: stake.trim(), rows, risk })}
          >
            {play.isPending ? t('inhouse.plinko.dropping') : t('inhouse.plinko.drop')}
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
