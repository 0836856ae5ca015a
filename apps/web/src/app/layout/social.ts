import type { SocialLink } from '@pf/shared';
import type { IconName } from '@/components/ui/icon';

export const SOCIAL_ICONS: Record<SocialLink['type'], IconName> = {
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
  VIBER: 'viber',
  WHATSAPP: 'whatsapp',
  LINE: 'line',
  INSTAGRAM: 'instagram',
  YOUTUBE: 'youtube',
};

/** The right bar's shortcuts, in the spec's order (§2 Right bar). */
export const RIGHT_BAR_SOCIAL: readonly SocialLink['type'][] = ['TELEGRAM', 'FACEBOOK', 'VIBER'];
