import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { openMemberCentre } from '@/lib/member-centre-store';
import { useSessionStore } from '@/lib/session-store';
import { walletBalanceQuery } from '../api/funds';
import { withdrawLimitsQuery } from '../api/withdraw';
import { BalanceSummary } from '../components/balance-summary';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/load-state';
import { SectionCard } from '../components/section-card';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalList } from '../components/withdrawal-list';
import { WithdrawBonusNotice } from '../slots';

/**
 * withdraw: asks for the payment password (set in securityCenter first); the amount waits as
 * 'locked' until staff approve it, and the member confirms receipt once it is paid.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const currency = useQuery(walletBalanceQuery(token)).data?.currency;
  const limits = useQuery(withdrawLimitsQuery(token));

  return (
    <div
      className="mx-auto grid max-w-4xl grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_280px]"
      data-testid="withdraw-page"
    >
      <div className="space-y-4 lg:order-2">
        <BalanceSummary />
      </div>
      <div className="space-y-4">
        <SectionCard title={t('wallet.withdraw.title')}>
          {limits.isPending ? (
            <LoadingBlock />
          ) : limits.isError ? (
            <ErrorBlock error={limits.error} onRetry={() => void limits.refetch()} />
          ) : limits.data.paymentPasswordSet ? (
            <div className="space-y-4">
              <WithdrawBonusNotice />
              <WithdrawForm limits={limits.data} currency={currency} />
            </div>
          ) : (
            <EmptyBlock
              icon="lock"
              title={t('wallet.withdraw.needPassword')}
              message={t('wallet.withdraw.needPasswordHint')}
              action={
                <Button
                  onClick={() => openMemberCentre('securityCenter')}
                  data-testid="withdraw-set-password"
                >
                  <Icon name="shieldCheck" className="size-4" />
                  {t('wallet.paymentPassword.set')}
                </Button>
              }
            />
          )}
        </SectionCard>
        <SectionCard title={t('wallet.withdraw.recent')}>
          <WithdrawalList />
        </SectionCard>
      </div>
    </div>
  );
}
