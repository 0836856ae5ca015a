import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { IdTypeSelect, useImageWarning } from '@/features/identity/kyc';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { IdPhotos } from '../model/register-values';

interface IdSectionProps {
  idType: UseFormRegisterReturn;
  photos: IdPhotos;
  onPhotos: (update: (photos: IdPhotos) => IdPhotos) => void;
}

/** Registration with KYC: the document's kind, a photo of it and a selfie. */
export function IdSection({ idType, photos, onPhotos }: IdSectionProps) {
  const { t } = useTranslation();
  const warnImage = useImageWarning();
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-surface-2/50 p-4">
      <legend className="px-1 text-sm font-bold">{t('register.idSection')}</legend>
      <Field label={t('register.field.idType')} required>
        {(a) => <IdTypeSelect {...a} registration={idType} testId="register-idType" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImagePicker
          label={t('register.idPhoto')}
          icon="idCard"
          value={photos.front}
          onChange={(front) => onPhotos((p) => ({ ...p, front }))}
          onReject={warnImage}
          required
          testId="register-id-front"
        />
        <ImagePicker
          label={t('register.selfie')}
          icon="selfie"
          value={photos.selfie}
          onChange={(selfie) => onPhotos((p) => ({ ...p, selfie }))}
          onReject={warnImage}
          required
          testId="register-id-selfie"
        />
      </div>
    </fieldset>
  );
}
