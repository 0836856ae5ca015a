import type { DiceDirection, PlayValue } from '@pf/shared/inhouse/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { displayInhouseAmount, PlayError, rollDiceWithFreeBet, usePlay } from '@/features/games/inhouse';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { bonusGrantsQuery } from '../api/bonus';

/**
 * The member's unused free-bet credits on the dice page (games' slot, filled by the shell): each
 * rolls once with the whole credit as the stake and the page's direction and target. Nothing shows while loading or without credits
 * (the regular stake form is the page's main control); a failed list load shows nothing either.
 */
export function FreeBetPanel(props: {
  direction: DiceDirection;
  target: number;
  disabled: boolean;
  onPlayed: (value: PlayValue) => void;
}) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const grants = useQuery(bonusGrantsQuery(token, 'active', 1));
  const play = usePlay('dice', (requestId, grantId: string) =>
    rollDiceWithFreeBet(requestId, { grantId, direction: props.direction, target: props.target }),
  );
  // A met grant is on its way to cash: only credits still wagering can be staked.
  const credits = grants.data?.list.filter((g) => g.kind === 'free_bet' && g.progress < 100) ?? [];
  if (credits.length === 0 && !play.error) return null;
  return (
    <section
      aria-label={t('inhouse.freeBet.title')}
      data-testid="free-bet-panel"
      className="space-y-2 rounded-xl border border-accent/40 bg-accent/5 p-3"
    >
      <h3 className="text-sm font-bold text-fg">{t('inhouse.freeBet.title')}</h3>
      <p className="text-xs text-muted">{t('inhouse.freeBet.hint')}</p>
      <div className="flex flex-wrap gap-2">
        {credits.map((g) => (
          <Button
            key={g.id}
            variant="outline"
            size="sm"
            data-testid="free-bet-roll"
            disabled={props.disabled || play.isPending}
            onClick={() =>
              play.mutate(g.id, {
                onSuccess: (value) => {
                  props.onPlayed(value);
                  void refreshBalance(queryClient);
                },
              })
            }
          >
            {t('inhouse.freeBet.play', { amount: displayInhouseAmount(g.amount) })}
          </Button>
        ))}
      </div>
      <PlayError error={play.error} />
    </section>
  );
}
