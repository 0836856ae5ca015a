import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { crashStateQueryOptions } from '../api/crash-api';
import { CrashBets } from '../components/crash-bets';
import { CrashControls } from '../components/crash-controls';
import { CrashCurve } from '../components/crash-curve';
import { CrashHistory } from '../components/crash-history';
import { CrashVerifyDialog } from '../components/crash-verify-dialog';
import { GameCard } from '../components/game-card';
import { GameGate } from '../components/game-gate';
import { InhouseHeader } from '../components/inhouse-layout';
import { useCrashMoment } from '../model/crash-clock';
import { displayAmount } from '../model/money';

/** The live round: curve, controls, the round's bets and the last crash points. */
function CrashTable() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const query = useQuery(crashStateQueryOptions(token));
  const moment = useCrashMoment(query.data, query.dataUpdatedAt, reduced);
  const [verifying, setVerifying] = useState<string | null>(null);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16" data-testid="crash-loading">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        testId="crash-error"
        icon="alert"
        title={t('crash.loadError')}
        action={<Button onClick={() => void query.refetch()}>{t('crash.retry')}</Button>}
      />
    );
  }
  const state = query.data;
  const mine = state.bets.find((b) => b.mine);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        <GameCard>
          <CrashHistory rounds={state.history} onVerify={setVerifying} />
          <CrashCurve moment={moment} reduced={reduced} />
          <CrashControls moment={moment} mine={mine} />
          <p className="text-xs text-muted">
            {t('inhouse.balance', { amount: displayAmount(state.balance) })} · {t('crash.rules')}
          </p>
        </GameCard>
        {state.round ? (
          <p className="break-all text-xs text-muted" data-testid="crash-chain">
            {t('crash.chain', { hash: state.round.terminalHash, salt: state.round.salt })}
          </p>
        ) : null}
      </div>
      <CrashBets bets={state.bets} />
      <CrashVerifyDialog roundId={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}

/** Crash: one shared round for every player; cash out before the multiplier crashes. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="inhouse-crash-page" className="mx-auto max-w-6xl space-y-4">
      <InhouseHeader title={t('crash.name')} tagline={t('crash.tagline')} rtp="99.00" />
      <GameGate>
        <CrashTable />
      </GameGate>
    </div>
  );
}
