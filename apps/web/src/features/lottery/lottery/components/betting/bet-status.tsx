import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BetStatus } from '../../api/game';

const TONES: Record<BetStatus, string> = {
  pending: 'bg-surface-3 text-muted',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  push: 'bg-surface-3 text-fg',
  refunded: 'bg-brand/15 text-brand',
};

export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', TONES[status] ?? TONES.pending)}>
      {t(`lottery.status.${status}`)}
    </span>
  );
}
