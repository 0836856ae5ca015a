import { KENO_BET_TYPES } from '@pf/shared/lottery/keno/bet-types';
import { VN_BET_TYPES, type VnBetType } from '@pf/shared/lottery/vn/bet-types';
import { useTranslation } from '@/lib/i18n/use-translation';

const KNOWN = [...VN_BET_TYPES, ...KENO_BET_TYPES] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (v: string): v is Known => (KNOWN as readonly string[]).includes(v);

/** A bet type's name in the visitor's language; an unknown type shows its code. */
export function useBetTypeName() {
  const { t } = useTranslation();
  return (betType: string) => (isKnown(betType) ? t(`lottery.betType.${betType}`) : betType);
}

/** One line explaining a Vietnamese bet type; empty for a type the site does not know. */
export function useBetTypeHelp() {
  const { t } = useTranslation();
  return (betType: string) =>
    (VN_BET_TYPES as readonly string[]).includes(betType) ? t(`lottery.betHelp.${betType as VnBetType}`) : '';
}
