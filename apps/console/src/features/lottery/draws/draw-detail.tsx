import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import type { BoardDraw } from './draw-columns';
import type { DrawMutations } from './draw-mutations';
import { ResultActions } from './result-actions';

const OPEN = ['scheduled', 'open', 'locked'];

/** A chosen draw: its times, result and reasons, and what this operator may do with it. */
export function DrawDetail(props: {
  draw: BoardDraw;
  actions: DrawMutations;
  onVoid: () => void;
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mayVoid = useMay('lottery.void');
  const d = props.draw;
  const voidWaiting =
    d.voidRequestedBy !== null && d.voidRequestedBy !== undefined && d.status !== 'cancelled';
  return (
    <section
      aria-label={t('lotteryOps.draws.detailTitle', { numero: d.numero })}
      className="mt-4 flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{t('lotteryOps.draws.detailTitle', { numero: d.numero })}</h2>
          <p className="text-sm text-muted">
            {d.gameCode} · {t(`lotteryOps.status.${d.status}`)} · {dateTime(d.drawAt)}
          </p>
        </div>
        <Button variant="ghost" onClick={props.onClose}>
          {t('lotteryOps.close')}
        </Button>
      </header>
      {d.winningNumber ? (
        <div>
          <h3 className="text-sm text-muted">{t('lotteryOps.draws.result')}</h3>
          <p className="break-all font-mono text-sm" data-testid="draw-result">
            {d.winningNumber}
          </p>
        </div>
      ) : null}
      {d.cancelReason ? (
        <p className="text-sm">{t('lotteryOps.draws.cancelReason', { reason: d.cancelReason })}</p>
      ) : null}
      {!d.fair && OPEN.includes(d.status) ? (
        <ResultActions draw={d} actions={props.actions} onNotice={props.onNotice} />
      ) : null}
      {d.fair ? <p className="text-sm text-muted">{t('lotteryOps.draws.rngVoidRule')}</p> : null}
      {mayVoid && OPEN.includes(d.status) ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          {voidWaiting ? (
            <>
              <span className="text-sm">{t('lotteryOps.void.waiting', { staff: d.voidRequestedBy })}</span>
              <Button
                variant="danger"
                disabled={props.actions.confirmVoid.isPending}
                onClick={() =>
                  props.actions.confirmVoid.mutate(d.drawId, {
                    onSuccess: (r) =>
                      props.onNotice(t('lotteryOps.void.done', { numero: d.numero, bets: r.refundedBets })),
                  })
                }
              >
                {t('lotteryOps.void.confirm')}
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={props.onVoid}>
              {t('lotteryOps.void.request')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
