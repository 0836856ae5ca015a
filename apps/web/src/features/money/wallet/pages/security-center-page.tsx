import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { useAuthModal } from '@/lib/auth-modal-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { paymentPasswordQuery } from '../api/payment-password';
import { ErrorBlock, LoadingBlock } from '../components/load-state';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { SectionCard } from '../components/section-card';

/** A card's title after its icon. */
function IconTitle({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      <Icon name={icon} className="size-4 text-accent" />
      {children}
    </span>
  );
}

/** securityCenter (my account): who is signed in, the login password, and the payment password. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const profile = useSessionStore((s) => s.profile);
  const openAuth = useAuthModal((s) => s.open);
  const status = useQuery(paymentPasswordQuery(token));

  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="security-center-page">
      <SectionCard>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted">{t('wallet.security.account')}</dt>
            <dd className="mt-0.5 font-semibold">{profile?.account ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('wallet.security.nickname')}</dt>
            <dd className="mt-0.5 font-semibold">{profile?.nickname ?? '—'}</dd>
          </div>
        </dl>
      </SectionCard>
      <SectionCard
        title={<IconTitle icon="lock">{t('wallet.security.loginPassword')}</IconTitle>}
        aside={
          <Button
            size="sm"
            variant="outline"
            onClick={() => openAuth({ kind: 'changePassword', forced: false })}
            data-testid="security-change-login-password"
          >
            {t('account.changePassword')}
          </Button>
        }
      >
        <p className="text-sm text-muted">{t('wallet.security.loginPasswordHint')}</p>
      </SectionCard>
      <SectionCard
        testId="payment-password-card"
        title={<IconTitle icon="shieldCheck">{t('wallet.paymentPassword.title')}</IconTitle>}
        aside={
          status.data ? (
            <span
              data-testid="payment-password-state"
              data-set={status.data.isSet}
              className={
                status.data.isSet
                  ? 'rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success'
                  : 'rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent'
              }
            >
              {status.data.isSet ? t('wallet.paymentPassword.isSet') : t('wallet.paymentPassword.notSet')}
            </span>
          ) : null
        }
      >
        {status.isPending ? (
          <LoadingBlock />
        ) : status.isError ? (
          <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">{t('wallet.paymentPassword.lead')}</p>
            <PaymentPasswordForm key={String(status.data.isSet)} isSet={status.data.isSet} />
          </>
        )}
      </SectionCard>
    </div>
  );
}
