import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { contentCall } from '../content-calls';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The banner's picture: sent to the content store, which checks it by its bytes and size. */
export function BannerImageField(props: {
  onUploaded: (image: { imageId: string; url: string }) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const image = await contentCall('content.uploadImage', { body: { image: await readAsDataUrl(file) } });
      props.onUploaded(image);
    } catch (cause) {
      setFailure(text(cause));
    } finally {
      setBusy(false);
    }
  };
  const error = failure ?? props.error;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {t('contentOps.banners.image')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0])}
        className="text-sm file:mr-2 file:rounded-md file:border file:border-line file:bg-surface-2 file:px-2 file:py-1 file:text-fg"
      />
      {busy ? <span role="status">{t('contentOps.uploading')}</span> : null}
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </div>
  );
}
