import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { frameStateOf, safeFrameUrl, storedFrameUrl } from './frame-url';

/** The game a game page frames: from the launch's router state, else the tab's stored URL. */
export function useFrameTarget() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const fromLaunch = frameStateOf(state);
  const raw = fromLaunch.url ?? storedFrameUrl();
  return { raw, url: safeFrameUrl(raw), title: fromLaunch.name || t('page.game') };
}
