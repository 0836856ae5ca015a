import { kycRejectBodySchema } from '@pf/shared/contracts/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { KycImage } from './kyc-image';
import { type KycItem, useKycDecision } from './kyc-queries';

function Personal({ personal }: { personal: KycItem['personal'] }) {
  const { t } = useTranslation();
  const entries = Object.entries(personal ?? {});
  if (entries.length === 0) return null;
  return (
    <section className="mt-4">
      <h3 className="mb-2 text-sm font-medium text-muted">{t('kyc.personal')}</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{t(`exports.kycFields.${key}`, { defaultValue: key })}</dt>
            <dd>{typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A member's verification: the ID images side by side, and the decision when it is pending. */
export function KycReview({ item, onDecided }: { item: KycItem; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const may = useMay('kyc.decide');
  const [rejecting, setRejecting] = useState(false);
  const { username, memberId } = item;
  const decision = useKycDecision((d) => {
    setRejecting(false);
    onDecided(d.approve ? t('kyc.approved', { username }) : t('kyc.rejected', { username }));
  });
  return (
    <section
      aria-label={t('kyc.review', { username })}
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 className="mb-3 font-semibold">{t('kyc.review', { username })}</h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <KycImage imageId={item.images.front} title={t('kyc.images.front')} />
        <KycImage imageId={item.images.back} title={t('kyc.images.back')} />
        <KycImage imageId={item.images.selfie} title={t('kyc.images.selfie')} />
      </div>
      <Personal personal={item.personal} />
      {decision.error && !rejecting ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorText(decision.error)}
        </p>
      ) : null}
      {may && item.status === 'P' ? (
        <DecisionButtons
          className="mt-4"
          approveLabel={t('kyc.approve')}
          rejectLabel={t('kyc.reject')}
          busy={decision.isPending}
          onApprove={() => decision.mutate({ memberId, approve: true })}
          onReject={() => setRejecting(true)}
        />
      ) : null}
      {rejecting ? (
        <ReasonDialog
          title={t('kyc.rejectTitle', { username })}
          schema={kycRejectBodySchema}
          pending={decision.isPending}
          error={decision.error}
          onClose={() => {
            setRejecting(false);
            decision.reset();
          }}
          onSubmit={(note) => decision.mutate({ memberId, approve: false, note })}
        />
      ) : null}
    </section>
  );
}
