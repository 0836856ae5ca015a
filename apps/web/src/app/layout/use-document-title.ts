import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../route-handle';

/** "<page> · <brand>" in the tab, following route and language. */
export function useDocumentTitle(handle: RouteHandle | undefined, brand: string) {
  const { t } = useTranslation();
  const page = handle ? t(`page.${handle.page}`) : '';
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
}
