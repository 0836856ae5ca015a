import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MessagePage } from './messages';
import { allowedItems } from './nav-items';
import { useStaff } from './staff-context';

/** /bo itself opens the first screen the role may use; a role with none is told so. */
export function HomePage() {
  const { t } = useTranslation();
  const first = allowedItems(useStaff().permissions)[0];
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return <MessagePage title={t('pages.home.title')} body={t('pages.home.none')} />;
}
