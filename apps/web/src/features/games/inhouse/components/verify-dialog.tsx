import {
  diceWins,
  evaluateStops,
  type InhouseRoundKind,
  limboWins,
  type PlinkoRisk,
  type PlinkoRows,
  type RoundView,
  verifyInhouseRound,
} from '@pf/shared/inhouse/index';
import { useMemo } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BaccaratHands } from './baccarat-hands';
import { DiceTrack } from './dice-track';
import { LimboResult } from './limbo-result';
import { MinesBoard } from './mines-board';
import { PlinkoBoard } from './plinko-board';
import { RoulettePocket } from './roulette-pocket';
import { SlotGrid } from './slot-grid';
import { VerifyCheck, VerifyFacts } from './verify-parts';

function kindOf(round: RoundView): InhouseRoundKind {
  if (round.game === 'mines') return { game: 'mines', mines: Number(round.bet.mines) };
  if (round.game === 'plinko') return { game: 'plinko', rows: Number(round.bet.rows) as PlinkoRows };
  return { game: round.game };
}

/**
 * 'Verify this round': with the revealed server seed, the browser recomputes the round from
 * (server seed, client seed, nonce) using the same shared code as the server, checks the seed
 * against the hash shown before play, and compares the outcome with the one the round showed.
 */
export function VerifyDialog({ round, onClose }: { round: RoundView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const check = useMemo(() => {
    if (!round?.outcome || !round.fairness.serverSeed) return null;
    const { serverSeed, clientSeed, nonce, serverSeedHash } = round.fairness;
    return verifyInhouseRound(
      { serverSeed, clientSeed, nonce, committedHash: serverSeedHash },
      kindOf(round),
      round.outcome,
    );
  }, [round]);

  return (
    <Dialog
      open={round !== null}
      onClose={onClose}
      title={round ? t('inhouse.verify.title', { id: round.roundId }) : ''}
      size="lg"
      testId="verify-dialog"
    >
      {round ? (
        <div className="space-y-3 text-sm">
          <VerifyFacts
            facts={[
              {
                label: t('inhouse.verify.serverSeed'),
                value: round.fairness.serverSeed,
                testId: 'verify-server-seed',
              },
              { label: t('inhouse.verify.hash'), value: round.fairness.serverSeedHash },
              [
                { label: t('inhouse.verify.clientSeed'), value: round.fairness.clientSeed },
                { label: t('inhouse.verify.nonce'), value: round.fairness.nonce },
              ],
            ]}
          />
          {check === null ? (
            <p data-testid="verify-pending" className="rounded-xl bg-accent/10 px-3 py-2 text-fg">
              {t('inhouse.verify.pending')}
            </p>
          ) : (
            <>
              <VerifyCheck
                testId="verify-commitment"
                ok={check.commitmentOk}
                text={t(check.commitmentOk ? 'inhouse.verify.commitmentOk' : 'inhouse.verify.commitmentBad')}
              />
              <VerifyCheck
                testId="verify-outcome"
                ok={check.outcomeOk}
                text={t(check.outcomeOk ? 'inhouse.verify.outcomeOk' : 'inhouse.verify.outcomeBad')}
              />
              <h3 className="pt-1 text-xs font-semibold text-muted">{t('inhouse.verify.recomputed')}</h3>
              {check.outcome.game === 'slot' ? (
                <SlotGrid spin={evaluateStops(check.outcome.stops)} testId="verify-slot" />
              ) : check.outcome.game === 'dice' ? (
                <DiceTrack
                  direction={(round.bet as { direction: 'under' | 'over' }).direction}
                  target={Number(round.bet.target)}
                  roll={check.outcome.roll}
                  won={diceWins(
                    { direction: round.bet.direction as 'under' | 'over', target: Number(round.bet.target) },
                    check.outcome.roll,
                  )}
                />
              ) : check.outcome.game === 'limbo' ? (
                <LimboResult
                  result={check.outcome.result}
                  won={limboWins(Number(round.bet.target), check.outcome.result)}
                  animate={false}
                  testId="verify-limbo"
                />
              ) : check.outcome.game === 'roulette' ? (
                <RoulettePocket pocket={check.outcome.pocket} animate={false} testId="verify-roulette" />
              ) : check.outcome.game === 'baccarat' ? (
                <BaccaratHands hands={check.outcome} animate={false} testId="verify-baccarat" />
              ) : check.outcome.game === 'plinko' ? (
                <PlinkoBoard
                  bet={{ rows: Number(round.bet.rows) as PlinkoRows, risk: round.bet.risk as PlinkoRisk }}
                  path={check.outcome.path}
                  animate={false}
                  testId="verify-plinko"
                />
              ) : (
                <MinesBoard revealed={round.revealed} mines={check.outcome.mines} testId="verify-mines" />
              )}
            </>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
