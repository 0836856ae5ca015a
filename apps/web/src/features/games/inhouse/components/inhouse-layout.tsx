import type { InhouseGame } from '@pf/shared/inhouse/index';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FairnessPanel } from './fairness-panel';
import { GameGate } from './game-gate';
import { RecallPanel } from './recall-panel';

/** An original's name, what it is in a line, and its return to player. */
export function InhouseHeader({ title, tagline, rtp }: { title: string; tagline: string; rtp: string }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h1 className="text-2xl font-black text-fg sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted">{tagline}</p>
      </div>
      <span className="rounded-full bg-accent/15 px-3 py-1 text-xs font-bold text-accent">
        {t('inhouse.rtp', { rtp })}
      </span>
    </header>
  );
}

/**
 * The frame every in-house game page shares: title and RTP, the game itself, the provably fair
 * panel beside it (below it on phones) and the game recall underneath.
 */
export function InhouseLayout({
  game,
  rtp,
  children,
}: {
  game: InhouseGame;
  rtp: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={`inhouse-${game}-page`} className="mx-auto max-w-6xl space-y-4">
      <InhouseHeader title={t(`inhouse.names.${game}`)} tagline={t(`inhouse.tagline.${game}`)} rtp={rtp} />
      <GameGate>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-4">{children}</div>
          <FairnessPanel />
        </div>
        <RecallPanel game={game} />
      </GameGate>
    </div>
  );
}
