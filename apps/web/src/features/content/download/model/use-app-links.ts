import { useLoadedPermission } from '@/features/brand/system';
import { type AppLink, appLinks } from './app-links';

/** The merchant's app downloads, with the lite app pointing at this site's home page. */
export function useAppLinks(): AppLink[] {
  const { resources } = useLoadedPermission();
  return appLinks(resources, `${window.location.origin}/`);
}
