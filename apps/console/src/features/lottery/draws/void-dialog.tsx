import { boCancelDrawBody } from '@pf/shared/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import type { BoardDraw } from './draw-columns';
import type { DrawMutations } from './draw-mutations';

const voidNoteSchema = z.object({ note: boCancelDrawBody.shape.reason });

/** Asks for a draw's void with its reason: cancelled at once, or waiting for a second operator. */
export function VoidDialog(props: {
  draw: BoardDraw;
  actions: DrawMutations;
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { draw } = props;
  return (
    <ReasonDialog
      title={t('lotteryOps.void.title', { numero: draw.numero })}
      submitLabel={t('lotteryOps.void.request')}
      schema={voidNoteSchema}
      pending={props.actions.void.isPending}
      error={props.actions.void.error}
      onClose={props.onClose}
      onSubmit={(reason) =>
        props.actions.void.mutate(
          { drawId: draw.drawId, reason },
          {
            onSuccess: (r) => {
              const vars = { numero: draw.numero, bets: r.refundedBets };
              props.onClose();
              props.onNotice(
                r.status === 'cancelled'
                  ? t('lotteryOps.void.done', vars)
                  : t('lotteryOps.void.requested', vars),
              );
            },
          },
        )
      }
    />
  );
}
