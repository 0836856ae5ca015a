import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { ImagePicker } from '@/components/ui/image-picker';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { uploadIdImages } from '../api/kyc-api';
import { useImageWarning } from '../lib/use-image-warning';

type Slot = 'idCardFront' | 'idCardBack' | 'idCardSelfie';

const SLOTS = [
  { slot: 'idCardFront', label: 'kyc.front', icon: 'idCard', testId: 'kyc-front' },
  { slot: 'idCardBack', label: 'kyc.back', icon: 'idCard', testId: 'kyc-back' },
  { slot: 'idCardSelfie', label: 'kyc.selfie', icon: 'selfie', testId: 'kyc-selfie' },
] as const satisfies readonly { slot: Slot; label: string; icon: IconName; testId: string }[];

/** KYC step 2: the front and back of the ID and a selfie holding it, all three required (§5). */
export function KycUploadStep({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const warnImage = useImageWarning();
  const [images, setImages] = useState<Record<Slot, string | null>>({
    idCardFront: null,
    idCardBack: null,
    idCardSelfie: null,
  });
  const [busy, setBusy] = useState(false);
  const set = (slot: Slot) => (value: string | null) => setImages((s) => ({ ...s, [slot]: value }));

  const submit = async () => {
    const { idCardFront, idCardBack, idCardSelfie } = images;
    if (!idCardFront) return void showAlert({ message: t('validation.uploadFront') });
    if (!idCardBack) return void showAlert({ message: t('validation.uploadBack') });
    if (!idCardSelfie) return void showAlert({ message: t('validation.uploadSelfie') });
    setBusy(true);
    try {
      await uploadIdImages({ idCardFront, idCardBack, idCardSelfie });
      onUploaded();
      await showAlert({ tone: 'success', message: t('kyc.uploadSuccess') });
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5" data-testid="kyc-upload-step">
      <div className="grid gap-4 sm:grid-cols-3">
        {SLOTS.map(({ slot, label, icon, testId }) => (
          <ImagePicker
            key={slot}
            label={t(label)}
            icon={icon}
            value={images[slot]}
            onChange={set(slot)}
            onReject={warnImage}
            required
            testId={testId}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button onClick={() => void submit()} disabled={busy} data-testid="kyc-upload-submit">
          {busy ? <Spinner className="size-4" /> : <Icon name="upload" className="size-4" />}
          {t('kyc.submit')}
        </Button>
      </div>
    </div>
  );
}
