import { useRef } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { newRequestId } from '@/lib/request-id';
import { useClaimRebate, useRebateSummary } from '../api/rebate';
import { ClaimHistory } from '../components/claim-history';
import { LoadFailed, LoadingRows } from '../components/load-states';
import { RebateSummaryCard } from '../components/rebate-summary';
import { showAmount } from '../lib/amount';
import { rebateErrorText } from '../lib/rebate-error';

/** A refusal is final for its request id; only a lost answer is resent with the same id. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** manualRebate: the rebate accrued on valid bets since the last claim, the claim, past claims. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const claim = useClaimRebate();
  const pending = useRef<string | null>(null);

  const onClaim = () => {
    pending.current ??= newRequestId();
    claim.mutate(pending.current, {
      onSuccess: (r) => {
        pending.current = null;
        void showAlert({
          tone: 'success',
          message: t('rebate.claimed', { amount: showAmount(r.claim.amount) }),
        });
      },
      onError: (error) => {
        if (isRefusal(error)) pending.current = null;
        void showAlert({ tone: 'warning', message: rebateErrorText(t, error) });
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="manual-rebate-page">
      <PageHeading title={t('rebate.title')} lead={t('rebate.subtitle')} />
      {summary.isPending ? (
        <LoadingRows count={4} label={t('rebate.loading')} />
      ) : summary.isError ? (
        <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <RebateSummaryCard summary={summary.data} claiming={claim.isPending} onClaim={onClaim} />
      )}
      <ClaimHistory />
    </div>
  );
}
