import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';
import { useStaffErrorText } from './staff-error-text';

/** Asks before a change that ends an operator's sessions; the server's refusal shows in it. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  return (
    <Modal label={props.title} onClose={props.onClose}>
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        <p className="text-sm text-muted">{props.text}</p>
        {props.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(props.error)}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('staff.cancel')}
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
