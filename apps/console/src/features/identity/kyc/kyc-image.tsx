import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kycImageQuery } from './kyc-queries';

/** The object URL of a fetched image, released when the image goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="grid aspect-[4/3] place-items-center overflow-hidden rounded-md border border-line bg-bg text-sm text-muted">
        {children}
      </div>
      <figcaption className="text-center text-sm text-muted">{title}</figcaption>
    </figure>
  );
}

/** One of a member's ID images, fetched with the staff token (an <img> alone could not send it). */
export function KycImage({ imageId, title }: { imageId: string | null; title: string }) {
  const { t } = useTranslation();
  const image = useQuery({ ...kycImageQuery(imageId ?? ''), enabled: imageId !== null });
  const url = useObjectUrl(image.data);
  if (imageId === null) return <Frame title={title}>{t('kyc.noImage')}</Frame>;
  if (image.isError) return <Frame title={title}>{t('states.failed')}</Frame>;
  return (
    <Frame title={title}>
      {url ? <img src={url} alt={title} className="size-full object-contain" /> : t('states.loading')}
    </Frame>
  );
}
