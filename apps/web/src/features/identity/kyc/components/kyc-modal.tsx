import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon, type IconName } from '@/components/ui/icon';
import { lazyPanel } from '@/components/ui/lazy-panel';
import { StepTrail } from '@/components/ui/step-trail';
import { useTranslation } from '@/lib/i18n/use-translation';

// Only the intro ships with the page. The form (with its validation) and the upload step (with the
// image picker) load when a member reaches them.
const KycPersonalForm = lazyPanel(() => import('./kyc-personal-form').then((m) => m.KycPersonalForm));
const KycUploadStep = lazyPanel(() => import('./kyc-upload-step').then((m) => m.KycUploadStep));

export type KycStep = 0 | 1 | 2;

const INTRO: ReadonlyArray<{ icon: IconName; key: 'intro1' | 'intro2' | 'intro3' }> = [
  { icon: 'user', key: 'intro1' },
  { icon: 'idCard', key: 'intro2' },
  { icon: 'shieldCheck', key: 'intro3' },
];

interface KycModalProps {
  open: boolean;
  onVerifyLater: () => void;
  onUploaded: () => void;
  initialStep?: KycStep;
}

/** §4 KYC modal: 0 intro (start or verify later), 1 personal form, 2 upload of three images. */
export function KycModal({ open, onVerifyLater, onUploaded, initialStep = 0 }: KycModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<KycStep>(initialStep);

  return (
    <Dialog
      open={open}
      onClose={onVerifyLater}
      testId="kyc-modal"
      size={step === 0 ? 'md' : 'xl'}
      plain
      title={
        <span className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-accent to-accent-2 text-accent-fg">
            <Icon name="shieldCheck" className="size-5" />
          </span>
          {t('kyc.title')}
        </span>
      }
    >
      <div data-step={step} data-testid="kyc-step">
        {step > 0 ? (
          <StepTrail step={step} labels={[t('kyc.stepPersonal'), t('kyc.stepUpload')]} className="mb-5" />
        ) : null}
        {step === 0 ? (
          <div className="space-y-5">
            <p className="text-sm leading-relaxed text-muted">{t('kyc.introLead')}</p>
            <ol className="space-y-3">
              {INTRO.map((item, index) => (
                <li
                  key={item.key}
                  className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface text-accent">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  <span className="text-sm">
                    <span className="block text-xs font-semibold text-muted">
                      {t('kyc.stepN', { n: index + 1 })}
                    </span>
                    <span className="font-semibold">{t(`kyc.${item.key}`)}</span>
                  </span>
                </li>
              ))}
            </ol>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onVerifyLater} data-testid="kyc-later">
                {t('kyc.verifyLater')}
              </Button>
              <Button onClick={() => setStep(1)} data-testid="kyc-start">
                {t('kyc.start')}
              </Button>
            </div>
          </div>
        ) : step === 1 ? (
          <KycPersonalForm onSaved={() => setStep(2)} />
        ) : (
          <KycUploadStep onUploaded={onUploaded} />
        )}
      </div>
    </Dialog>
  );
}
