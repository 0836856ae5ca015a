import { useTranslation } from '@/lib/i18n/use-translation';

const KNOWN = ['ALL', 'MB', 'MT', 'MN', 'FAST', 'KENO'] as const;
type KnownTab = (typeof KNOWN)[number];
const isKnown = (tab: string): tab is KnownTab => (KNOWN as readonly string[]).includes(tab);

/** A tab's name in the visitor's language; a tag the site does not know yet shows as sent. */
export function useTabLabel() {
  const { t } = useTranslation();
  return (tab: string) => (isKnown(tab) ? t(`lottery.tag.${tab}`) : tab);
}
