import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { RouteHandle } from '@/lib/route-handle';

function setDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * "<page> · <brand>" in the tab and a description of the page in the visitor's language,
 * following route and language (the server's page carries the brand's own until this runs).
 */
export function useDocumentTitle(handle: RouteHandle | undefined, brand: string) {
  const { t } = useTranslation();
  const page = handle ? t(`page.${handle.page}`) : '';
  const description = page ? t('seo.pageDescription', { page, brand }) : t('seo.description', { brand });
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
    setDescription(description);
  }, [page, brand, description]);
}
