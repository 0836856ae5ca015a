import type { FAIR_ROUND_GAMES } from '@pf/shared';
import type { RoundView } from '@pf/shared/inhouse/index';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fetchRound } from '../api/inhouse-api';
import { inhouseErrorText } from '../model/error-text';
import { CrashVerifyDialog } from './crash-verify-dialog';
import { VerifyDialog } from './verify-dialog';

/**
 * 'Verify this round' for a round known only by its id (the betting record lists rounds older
 * than the game's recall). An original's round is loaded, then checked in the browser like the
 * recall does; a crash round opens the verification of its round, which loads and checks itself.
 */
export function RoundVerifyButton({
  game,
  roundId,
}: {
  game: (typeof FAIR_ROUND_GAMES)[number];
  roundId: string;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState<RoundView | null>(null);
  const [crashOpen, setCrashOpen] = useState(false);
  const load = useMutation({ mutationFn: () => fetchRound(roundId), onSuccess: setRound });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        data-testid="round-verify"
        disabled={load.isPending}
        onClick={() => (game === 'crash' ? setCrashOpen(true) : load.mutate())}
      >
        {load.isPending ? <Spinner className="size-3.5" /> : null}
        {t('inhouse.recall.verify')}
      </Button>
      {load.isError ? (
        <p role="alert" className="text-xs text-danger" data-testid="round-verify-error">
          {inhouseErrorText(t, load.error)}
        </p>
      ) : null}
      {game === 'crash' ? (
        <CrashVerifyDialog roundId={crashOpen ? roundId : null} onClose={() => setCrashOpen(false)} />
      ) : (
        <VerifyDialog round={round} onClose={() => setRound(null)} />
      )}
    </>
  );
}
