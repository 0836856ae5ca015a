import { clientSeedSchema, type RevealedSeedView } from '@pf/shared/inhouse/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { SpinnerStatus } from '@/components/ui/spinner';
import { gamesKeys } from '@/features/games/query-keys';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { rotateSeed, seedQueryOptions } from '../api/inhouse-api';
import { randomClientSeed } from '../model/client-seed';
import { PlayError } from './play-error';

function SeedLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 font-mono text-xs break-all text-fg">
        {value}
      </dd>
    </div>
  );
}

/**
 * The active seed pair, shown before any round: the server seed's hash, the hash of the seed that
 * follows it, the client seed and the next nonce. The next client seed is drawn in the browser
 * (the player may edit it); rotating reveals the old server seed and the committed next seed
 * becomes active.
 */
export function FairnessPanel() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const seed = useQuery(seedQueryOptions(token));
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [revealed, setRevealed] = useState<RevealedSeedView | null>(null);
  const typed = clientSeed.trim();
  const seedOk = clientSeedSchema.safeParse(typed).success;

  const rotate = useMutation({
    mutationFn: () => rotateSeed(typed),
    onSuccess: (value) => {
      setRevealed(value.previous);
      setClientSeed(randomClientSeed());
      queryClient.setQueryData(seedQueryOptions(token).queryKey, value.current);
      // Recalled rounds of the old pair now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouse.recalls });
    },
  });

  return (
    <section
      data-testid="inhouse-fairness"
      aria-labelledby="inhouse-fairness-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <header className="flex items-center gap-2">
        <Icon name="shieldCheck" className="size-5 text-success" />
        <h2 id="inhouse-fairness-title" className="text-base font-bold text-fg">
          {t('inhouse.fairness.title')}
        </h2>
      </header>
      <p className="text-xs leading-relaxed text-muted">{t('inhouse.fairness.explain')}</p>
      {seed.isPending ? (
        <SpinnerStatus className="flex justify-center py-4 text-muted" label={t('account.updating')} />
      ) : seed.isError ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-danger">
            {t('inhouse.fairness.loadError')}
          </p>
          <Button size="sm" variant="outline" onClick={() => void seed.refetch()}>
            {t('inhouse.recall.retry')}
          </Button>
        </div>
      ) : (
        <dl className="space-y-3">
          <SeedLine
            label={t('inhouse.fairness.serverSeedHash')}
            value={seed.data.serverSeedHash}
            testId="seed-hash"
          />
          <SeedLine
            label={t('inhouse.fairness.nextServerSeedHash')}
            value={seed.data.nextServerSeedHash}
            testId="seed-next-hash"
          />
          <SeedLine
            label={t('inhouse.fairness.clientSeed')}
            value={seed.data.clientSeed}
            testId="seed-client"
          />
          <SeedLine label={t('inhouse.fairness.nonce')} value={String(seed.data.nonce)} testId="seed-nonce" />
        </dl>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (seedOk) rotate.mutate();
        }}
      >
        <label htmlFor="inhouse-client-seed" className="block text-xs font-semibold text-muted">
          {t('inhouse.fairness.newClientSeed')}
        </label>
        <div className="flex gap-2">
          <input
            id="inhouse-client-seed"
            data-testid="client-seed-input"
            className={`${inputClass} min-w-0 flex-1 font-mono`}
            value={clientSeed}
            maxLength={64}
            aria-invalid={!seedOk}
            onChange={(e) => setClientSeed(e.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => setClientSeed(randomClientSeed())}
          >
            {t('inhouse.fairness.randomSeed')}
          </Button>
        </div>
        <p className={seedOk ? 'text-xs text-muted' : 'text-xs text-danger'}>
          {t('inhouse.fairness.clientSeedHint')}
        </p>
        <Button
          type="submit"
          variant="outline"
          className="w-full"
          disabled={!seedOk || rotate.isPending}
          data-testid="rotate-seed"
        >
          {rotate.isPending ? t('inhouse.fairness.rotating') : t('inhouse.fairness.rotate')}
        </Button>
      </form>
      <PlayError error={rotate.error} />
      {revealed ? (
        <div data-testid="seed-revealed" className="space-y-2 rounded-xl bg-success/10 p-3">
          <p className="text-xs font-semibold text-success">{t('inhouse.fairness.rotated')}</p>
          <SeedLine
            label={t('inhouse.fairness.previousSeed')}
            value={revealed.serverSeed}
            testId="seed-previous"
          />
          <p className="text-xs text-muted">
            {t('inhouse.fairness.previousRounds', { count: revealed.rounds })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
