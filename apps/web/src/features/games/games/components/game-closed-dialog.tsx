import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useClosedGameStore } from '../model/game-closed-store';
import { useGameLauncher } from '../model/use-game-launcher';
import { GameTile } from './game-tile';

/**
 * §8 'a game under maintenance suggests other games': the server's picks of the same category as
 * tiles that launch at once. Mounted once by the layout; any launch can raise it.
 */
export function GameClosedHost() {
  const { t } = useTranslation();
  const closed = useClosedGameStore((s) => s.closed);
  const dismiss = useClosedGameStore((s) => s.close);
  const { launch, pending } = useGameLauncher();
  if (!closed) return null;

  const maintenance = closed.code === 'GAME_MAINTENANCE';
  return (
    <Dialog
      open
      onClose={dismiss}
      testId="game-closed-dialog"
      size="xl"
      plain
      title={maintenance ? t('games.underMaintenance') : t('games.closed.unavailableTitle')}
      footer={
        <Button variant="secondary" onClick={dismiss}>
          {t('games.closed.dismiss')}
        </Button>
      }
    >
      <p className="text-sm leading-relaxed text-muted">
        {maintenance ? t('games.maintenance') : t('games.closed.unavailable')}
      </p>
      {closed.suggestions.length > 0 ? (
        <div className="mt-4 space-y-2">
          <h3 className="text-sm font-semibold text-fg">{t('games.closed.suggestions')}</h3>
          <div
            data-testid="game-suggestions"
            className="grid max-h-[55dvh] grid-cols-2 gap-2.5 overflow-y-auto sm:grid-cols-3"
          >
            {closed.suggestions.map((game) => (
              <GameTile
                key={`${game.vassalage}-${game.gameId}`}
                game={game}
                heart={false}
                favourite={false}
                launching={pending === game.nodeId}
                onPlay={(g) => {
                  dismiss();
                  launch(g);
                }}
              />
            ))}
          </div>
        </div>
      ) : (
        <p
          data-testid="game-suggestions-empty"
          className="mt-4 rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted"
        >
          {t('games.closed.none')}
        </p>
      )}
    </Dialog>
  );
}
