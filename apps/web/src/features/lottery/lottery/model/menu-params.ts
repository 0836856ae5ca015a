import { usePermission } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { MenuParams } from '../api/menus';

/** The merchant's prize mode (§3: Lott/ZY/Elott/SEA), the device (§7: WEB) and the language. */
export function useMenuParams(): MenuParams {
  const { data } = usePermission();
  const { i18n } = useTranslation();
  return {
    prizeMode: data?.whitelabel.prizeModes[0] ?? data?.whitelabel.lotteryType ?? 'Lott',
    device: 'WEB',
    language: i18n.language,
  };
}
