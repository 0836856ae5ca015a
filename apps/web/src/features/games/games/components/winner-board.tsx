import type { WinnerEntry } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { TitledSection } from '@/components/ui/titled-section';
import { errorText } from '@/lib/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { winnersQueryOptions } from '../api/winners';
import { displayAmount } from '../model/amount';
import { useGameLauncher } from '../model/use-game-launcher';
import { ART, GameImage } from './game-image';
import { WinnerAvatar } from './winner-avatar';

function WinnerRow({ entry, rank, onPlay }: { entry: WinnerEntry; rank: number; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="winner-entry"
      className="flex min-w-0 items-center gap-3 rounded-xl bg-surface-2/60 px-3 py-2"
    >
      <span className="w-5 shrink-0 text-center text-xs font-bold text-muted">{rank}</span>
      <WinnerAvatar name={entry.vo.customerName} className="size-9" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{entry.vo.customerName}</p>
        <p className="truncate text-xs text-muted">{entry.vo.gameName}</p>
      </div>
      <p className="shrink-0 text-end text-sm font-extrabold text-success tabular-nums">
        +{displayAmount(entry.vo.winAmount)}
      </p>
      <button
        type="button"
        onClick={onPlay}
        aria-label={t('games.playGame', { name: entry.vo.gameName })}
        className="shrink-0 overflow-hidden rounded-lg ring-1 ring-line transition hover:ring-accent"
      >
        <GameImage src={entry.iconUrl} alt="" size={ART.game} sizes="40px" className="size-10" />
      </button>
    </li>
  );
}

/** §2 winner board: the 20 biggest recent wins (§9), each a way into the game that paid it. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const winners = useQuery(winnersQueryOptions(language));
  const { launch } = useGameLauncher();

  let body: React.ReactNode;
  if (winners.status === 'pending') {
    body = (
      <div role="status" aria-label={t('games.loading')} className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  } else if (winners.status === 'error') {
    body = <p className="py-6 text-center text-sm text-muted">{errorText(t, winners.error)}</p>;
  } else if (winners.data.length === 0) {
    body = (
      <p data-testid="winners-empty" className="py-6 text-center text-sm text-muted">
        {t('games.noWinners')}
      </p>
    );
  } else {
    body = (
      <ol className="grid gap-2 sm:grid-cols-2">
        {winners.data.map((entry, i) => (
          <WinnerRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the board is ranked, so the position is part of an entry's identity
            key={`${entry.settledAt}-${entry.gameId}-${i}`}
            entry={entry}
            rank={i + 1}
            onPlay={() => launch(entry)}
          />
        ))}
      </ol>
    );
  }

  return (
    <TitledSection
      titleId="winners-title"
      title={t('games.winners')}
      testId="winner-board"
      className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
      titleClassName="flex items-center gap-2 text-lg font-bold text-fg"
      icon="crown"
      iconClassName="size-5 text-accent"
    >
      {body}
    </TitledSection>
  );
}
