import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { QrCode } from '@/components/ui/qr-code';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { INVITEE_PAGE_SIZE, useInvitees, useReferralInfo, useReferralStatus } from '../api/referral';
import { Failed, Loading, showAmount } from '../components/states';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void showAlert({ tone: 'success', message: t('referral.copied') });
    } catch {
      void showAlert({ tone: 'warning', message: t('referral.copyFailed') });
    }
  };
  return (
    <div className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 p-2">
      <div className="min-w-0 flex-1">
        <p className="text-[11px] text-muted">{label}</p>
        <p className="truncate text-sm font-semibold text-fg">{value}</p>
      </div>
      <Button size="sm" variant="outline" onClick={copy} aria-label={t('referral.copyThe', { what: label })}>
        {t('referral.copy')}
      </Button>
    </div>
  );
}

function InviteeList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const q = useInvitees(pageNo);
  if (q.isPending) return <Loading label={t('referral.loading')} />;
  if (q.isError) return <Failed onRetry={() => void q.refetch()} />;
  if (q.data.total === 0)
    return (
      <EmptyState
        icon="users"
        title={<span className="text-base">{t('referral.noInvitees')}</span>}
        message={t('referral.noInviteesHint')}
        className="rounded-2xl border border-dashed border-line py-8"
      />
    );
  const pages = Math.ceil(q.data.total / INVITEE_PAGE_SIZE);
  return (
    <div>
      <ul aria-label={t('referral.invited')} className="divide-y divide-line rounded-2xl border border-line">
        {q.data.list.map((r) => (
          <li
            key={`${r.username}-${r.joinedAt}`}
            className="flex items-center justify-between gap-3 p-3 text-sm"
          >
            <div>
              <p className="font-semibold text-fg">{r.username}</p>
              <p className="text-xs text-muted">{new Date(r.joinedAt).toLocaleDateString()}</p>
            </div>
            <span className={r.reward === null ? 'text-xs text-muted' : 'font-semibold text-success'}>
              {r.reward === null ? t('referral.pending') : `+${showAmount(r.reward)}`}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-2 flex justify-end gap-2">
          <Button size="sm" variant="outline" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('referral.previous')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('referral.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** referral (§2 member centre): the member's code and invite link with its QR code, and whom they invited. */
export function ReferralPage() {
  const { t } = useTranslation();
  const info = useReferralInfo();
  const status = useReferralStatus();
  // Opened by address or an old link while the brand runs no programme: say so, not 'failed'.
  const off =
    status.data?.enabled === false ||
    (info.error instanceof ApiError && info.error.code === 'REFERRAL_DISABLED');
  if (off) {
    return (
      <EmptyState
        icon="users"
        testId="referral-off"
        title={<span className="text-base">{t('referral.title')}</span>}
        message={t('referral.off')}
        className="rounded-2xl border border-dashed border-line py-10"
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="referral-page">
      <PageHeading title={t('referral.title')} lead={t('referral.subtitle')} />
      {info.isPending ? (
        <Loading label={t('referral.loading')} />
      ) : info.isError ? (
        <Failed onRetry={() => void info.refetch()} />
      ) : (
        <section className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[auto_1fr]">
          <QrCode
            value={`${window.location.origin}${info.data.invitePath}`}
            size={143}
            label={t('referral.qr')}
          />
          <div className="space-y-2">
            <p className="text-sm text-fg">
              {t(
                info.data.rule.condition === 'FIRST_DEPOSIT' ? 'referral.ruleDeposit' : 'referral.ruleBets',
                {
                  reward: showAmount(info.data.rule.rewardAmount),
                  threshold: showAmount(info.data.rule.threshold),
                  currency: info.data.currency,
                },
              )}
            </p>
            <CopyRow label={t('referral.code')} value={info.data.code} />
            <CopyRow label={t('referral.link')} value={`${window.location.origin}${info.data.invitePath}`} />
            <p className="text-xs text-muted">
              {t('referral.summary', {
                invited: info.data.invitedCount,
                rewarded: info.data.rewardedCount,
                earned: showAmount(info.data.earned),
              })}
            </p>
          </div>
        </section>
      )}
      <section className="space-y-2">
        <h3 className="text-sm font-bold">{t('referral.invited')}</h3>
        <InviteeList />
      </section>
    </div>
  );
}
