import { type CrashRoundView, verifyCrashRound } from '@pf/shared/inhouse/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { gamesKeys } from '@/features/games/query-keys';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fetchCrashRound } from '../api/crash-api';
import { displayHundredths } from '../model/multiplier';
import { VerifyCheck, type VerifyFact, VerifyFacts } from './verify-parts';

/** The browser's own check of a crashed round: the chain link and the crash point from its hash. */
function CrashCheck({ round }: { round: CrashRoundView }) {
  const { t } = useTranslation();
  const check = useMemo(
    () =>
      round.hash && round.previousHash && round.crashPoint !== null
        ? verifyCrashRound({
            ...round,
            hash: round.hash,
            previousHash: round.previousHash,
            crashPoint: round.crashPoint,
          })
        : null,
    [round],
  );
  if (!check) return <p className="text-sm text-muted">{t('crash.verify.pending')}</p>;
  return (
    <div className="space-y-2">
      <VerifyCheck
        testId="crash-verify-link"
        ok={check.linkOk}
        text={t(check.linkOk ? 'crash.verify.linkOk' : 'crash.verify.linkBad')}
      />
      <VerifyCheck
        testId="crash-verify-terminal"
        ok={check.terminalOk}
        text={t(check.terminalOk ? 'crash.verify.terminalOk' : 'crash.verify.terminalBad')}
      />
      <VerifyCheck
        testId="crash-verify-point"
        ok={check.crashPointOk}
        text={t(check.crashPointOk ? 'crash.verify.pointOk' : 'crash.verify.pointBad', {
          point: displayHundredths(check.crashPoint),
        })}
      />
    </div>
  );
}

/**
 * "Verify": the round's revealed hash, the hash it must hash to, the chain's terminal hash and
 * salt, fetched from the server and checked here with the same shared code.
 */
export function CrashVerifyDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: gamesKeys.crash.verify(roundId),
    queryFn: () => fetchCrashRound(roundId as string),
    enabled: roundId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const round = query.data?.round;
  const facts: VerifyFact[] = round
    ? [
        { label: t('crash.verify.hash'), value: round.hash },
        { label: t('crash.verify.previousHash'), value: round.previousHash },
        { label: t('crash.verify.terminalHash'), value: round.terminalHash },
        { label: t('crash.verify.salt'), value: round.salt },
        { label: t('crash.verify.index'), value: round.chainIndex },
        {
          label: t('crash.verify.shown'),
          value: round.crashPoint === null ? null : `${displayHundredths(round.crashPoint)}×`,
        },
      ]
    : [];
  return (
    <Dialog
      open={roundId !== null}
      onClose={onClose}
      title={t('crash.verify.title', { id: roundId ?? '' })}
      size="lg"
      testId="crash-verify-dialog"
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError || !round ? (
        <p role="alert" className="text-sm text-danger">
          {t('crash.verify.error')}
        </p>
      ) : (
        <div className="space-y-3 text-sm">
          <VerifyFacts facts={facts} />
          <CrashCheck round={round} />
          <p className="text-xs text-muted">{t('crash.verify.how')}</p>
        </div>
      )}
    </Dialog>
  );
}
