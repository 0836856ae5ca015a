import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A wallet dialog's cancel and the button that goes on, held while the request is out. */
export function ConfirmFooter({
  onCancel,
  onConfirm,
  busy,
  label,
  testId,
  spinner = true,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  label: string;
  testId: string;
  /** Whether the button shows a spinner while held. */
  spinner?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button size="sm" onClick={onConfirm} disabled={busy} data-testid={testId}>
        {spinner && busy ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
    </>
  );
}
