import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';

const TONE: Record<string, string> = {
  pending: 'bg-accent/15 text-accent',
  approved: 'bg-brand/15 text-brand',
  paid: 'bg-success/15 text-success',
  received: 'bg-success/15 text-success',
  success: 'bg-success/15 text-success',
  completed: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
  expired: 'bg-surface-3 text-muted',
  disputed: 'bg-danger/15 text-danger',
  active: 'bg-accent/15 text-accent',
  released: 'bg-success/15 text-success',
  forfeited: 'bg-danger/15 text-danger',
  used: 'bg-surface-3 text-muted',
};

/** An order's state as a coloured pill; a state we have no word for is shown as sent. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = `wallet.status.${status}`;
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap',
        TONE[status] ?? 'bg-surface-3 text-muted',
      )}
    >
      {i18n.exists(key) ? String(t(key as never)) : status}
    </span>
  );
}
