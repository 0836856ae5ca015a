import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The brand's logo: a picture sent to the content store, kept by its address. */
export function LogoField(props: {
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (dataUrl: string) => Promise<string>;
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
      props.onChange(await props.upload(await readAsDataUrl(file)));
    } catch (cause) {
      setFailure(text(cause));
    } finally {
      setBusy(false);
    }
  };
  const error = failure ?? props.error;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {props.value ? (
        <img
          src={props.value}
          alt={t('brands.form.logo')}
          className="h-12 rounded border border-line bg-bg p-1"
        />
      ) : (
        <span className="text-sm text-muted">{t('brands.form.noLogo')}</span>
      )}
      <label htmlFor={id} className="text-sm text-muted">
        {t('brands.form.logoUpload')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0])}
        className="text-sm file:mr-2 file:rounded-md file:border file:border-line file:bg-surface-2 file:px-2 file:py-1 file:text-fg"
      />
      {busy ? <span role="status">{t('brands.form.uploading')}</span> : null}
      {props.value ? (
        <Button variant="ghost" onClick={() => props.onChange(null)}>
          {t('brands.form.removeLogo')}
        </Button>
      ) : null}
      {error ? <p className="w-full text-xs text-danger">{error}</p> : null}
    </div>
  );
}
