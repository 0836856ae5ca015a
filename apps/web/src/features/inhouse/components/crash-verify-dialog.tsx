import { type CrashRoundView, verifyCrashRound } from '@pf/shared/inhouse/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { queryKeys } from '@/lib/query-keys';
import { fetchCrashRound } from '../api/crash-api';
import { displayHundredths } from '../model/multiplier';

function Check({ ok, text, testId }: { ok: boolean; text: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      data-ok={ok}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold',
        ok ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
      )}
    >
      <Icon name={ok ? 'check' : 'alert'} className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

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
      <Check
        testId="crash-verify-link"
        ok={check.linkOk}
        text={t(check.linkOk ? 'crash.verify.linkOk' : 'crash.verify.linkBad')}
      />
      <Check
        testId="crash-verify-terminal"
        ok={check.terminalOk}
        text={t(check.terminalOk ? 'crash.verify.terminalOk' : 'crash.verify.terminalBad')}
      />
      <Check
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
    queryKey: queryKeys.games.crash.verify(roundId),
    queryFn: () => fetchCrashRound(roundId as string),
    enabled: roundId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const round = query.data?.round;
  const rows: [string, string | number | null | undefined][] = round
    ? [
        [t('crash.verify.hash'), round.hash],
        [t('crash.verify.previousHash'), round.previousHash],
        [t('crash.verify.terminalHash'), round.terminalHash],
        [t('crash.verify.salt'), round.salt],
        [t('crash.verify.index'), round.chainIndex],
        [
          t('crash.verify.shown'),
          round.crashPoint === null ? null : `${displayHundredths(round.crashPoint)}×`,
        ],
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
          <dl className="grid gap-2 rounded-xl bg-surface-2 p-3 font-mono text-xs break-all">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="font-sans font-semibold text-muted">{label}</dt>
                <dd>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <CrashCheck round={round} />
          <p className="text-xs text-muted">{t('crash.verify.how')}</p>
        </div>
      )}
    </Dialog>
  );
}
