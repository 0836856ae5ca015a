import { boRejectResultBody } from '@pf/shared/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useMay } from '@/lib/permissions';
import type { BoardDraw } from './draw-columns';
import type { DrawMutations } from './draw-mutations';
import { type DiffRow, ResultDiff } from './result-diff';
import { ResultForm } from './result-form';

/**
 * A traditional draw's result: the first operator enters it; a second types their own reading
 * (without seeing the first) and confirms. Readings that differ show the rows that differ and
 * settle nothing; the entry can then be rejected and entered again.
 */
export function ResultActions(props: {
  draw: BoardDraw;
  actions: DrawMutations;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const mayEnter = useMay('lottery.results');
  const [diff, setDiff] = useState<DiffRow[] | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const { enter, confirm, reject } = props.actions;
  const d = props.draw;
  if (!mayEnter) return null;
  if (!d.pendingEntryId) {
    return (
      <ResultForm
        label={t('lotteryOps.result.enterLabel')}
        submitLabel={t('lotteryOps.result.enter')}
        pending={enter.isPending}
        onSubmit={(winningNumber) =>
          enter.mutate(
            { drawId: d.drawId, winningNumber },
            { onSuccess: () => props.onNotice(t('lotteryOps.result.entered', { numero: d.numero })) },
          )
        }
      />
    );
  }
  const entryId = d.pendingEntryId;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t('lotteryOps.result.waiting', { staff: d.pendingEnteredBy ?? '—' })}</p>
      <ResultForm
        label={t('lotteryOps.result.confirmLabel')}
        submitLabel={t('lotteryOps.result.confirm')}
        pending={confirm.isPending}
        onSubmit={(winningNumber) =>
          confirm.mutate(
            { entryId, winningNumber },
            {
              onSuccess: (r) => {
                setDiff(r.diff && r.status === 'mismatch' ? r.diff : null);
                if (r.status === 'confirmed')
                  props.onNotice(t('lotteryOps.result.confirmed', { numero: d.numero }));
              },
            },
          )
        }
        extra={
          <Button variant="ghost" onClick={() => setRejecting(true)}>
            {t('lotteryOps.result.reject')}
          </Button>
        }
      />
      {diff ? <ResultDiff rows={diff} /> : null}
      {rejecting ? (
        <ReasonDialog
          title={t('lotteryOps.result.rejectTitle', { numero: d.numero })}
          schema={boRejectResultBody}
          pending={reject.isPending}
          error={reject.error}
          onClose={() => setRejecting(false)}
          onSubmit={(note) =>
            reject.mutate(
              { entryId, note },
              {
                onSuccess: () => {
                  setRejecting(false);
                  setDiff(null);
                  props.onNotice(t('lotteryOps.result.rejected', { numero: d.numero }));
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
