import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ImagePicker } from '@/components/ui/image-picker';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { uploadIdImages } from '../api/kyc-api';
import { useImageWarning } from '../lib/use-image-warning';

type Slot = 'idCardFront' | 'idCardBack' | 'idCardSelfie';

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
        <ImagePicker
          label={t('kyc.front')}
          icon="idCard"
          value={images.idCardFront}
          onChange={set('idCardFront')}
          onReject={warnImage}
          required
          testId="kyc-front"
        />
        <ImagePicker
          label={t('kyc.back')}
          icon="idCard"
          value={images.idCardBack}
          onChange={set('idCardBack')}
          onReject={warnImage}
          required
          testId="kyc-back"
        />
        <ImagePicker
          label={t('kyc.selfie')}
          icon="selfie"
          value={images.idCardSelfie}
          onChange={set('idCardSelfie')}
          onReject={warnImage}
          required
          testId="kyc-selfie"
        />
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
