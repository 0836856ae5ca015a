import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Asks again before a flagged withdrawal is paid out, naming what was raised. */
export function ApproveDialog(props: {
  orderNo: string;
  warning: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t('withdrawalQueue.confirm.title', { orderNo: props.orderNo });
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="flex w-full max-w-md flex-col gap-3 rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="rounded-md bg-warning/15 p-2 text-sm text-warning">{props.warning}</p>
        <p className="text-sm text-muted">{t('withdrawalQueue.confirm.hint')}</p>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('decision.cancel')}
          </Button>
          <Button disabled={props.pending} onClick={props.onConfirm}>
            {t('withdrawalQueue.confirm.approve')}
          </Button>
        </div>
      </div>
    </div>
  );
}
