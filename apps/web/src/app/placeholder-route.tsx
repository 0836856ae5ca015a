import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useRouteHandle } from './route-handle';

/** Renders the placeholder for whichever not-yet-built route matched, using that route's handle. */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  if (!handle) return null;

  const details = (handle.query ?? []).flatMap((name) => {
    const value = params.get(name);
    return value ? [{ label: name, value }] : [];
  });
  return <PlaceholderPage title={t(`page.${handle.page}`)} icon={handle.icon} details={details} />;
}
