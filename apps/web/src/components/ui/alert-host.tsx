import { type AlertTone, useAlertStore } from '@/lib/alert-store';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from './button';
import { Dialog } from './dialog';
import { Icon, type IconName } from './icon';

const LOOK: Record<AlertTone, { icon: IconName; className: string }> = {
  warning: { icon: 'alert', className: 'bg-accent/15 text-accent' },
  success: { icon: 'check', className: 'bg-success/15 text-success' },
  info: { icon: 'help', className: 'bg-brand/15 text-brand' },
};

/** Shows the oldest queued alert; render once near the top of the tree. */
export function AlertHost() {
  const { t } = useTranslation();
  const current = useAlertStore((s) => s.queue[0]);
  const dismiss = useAlertStore((s) => s.dismiss);
  if (!current) return null;
  const tone = current.tone ?? 'warning';
  const close = () => dismiss(current.id);
  return (
    <Dialog
      open
      onClose={close}
      testId="alert-dialog"
      title={
        <span className="flex items-center gap-3">
          <span className={cn('grid size-9 shrink-0 place-items-center rounded-xl', LOOK[tone].className)}>
            <Icon name={LOOK[tone].icon} className="size-5" />
          </span>
          {current.title ?? t(`alert.${tone}`)}
        </span>
      }
      footer={
        <Button data-testid="alert-confirm" onClick={close}>
          {current.confirmLabel ?? t('dialog.ok')}
        </Button>
      }
    >
      <p data-testid="alert-message" data-tone={tone}>
        {current.message}
      </p>
    </Dialog>
  );
}
