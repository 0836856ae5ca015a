import { useTranslation } from 'react-i18next';

const KNOWN = [
  'lo2',
  'lo3',
  'de',
  'deDau',
  'dau',
  'duoi',
  'baCang',
  'xien2',
  'xien3',
  'xien4',
  'loTruot',
  'spots',
  'big',
  'small',
  'odd',
  'even',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (v: string): v is Known => (KNOWN as readonly string[]).includes(v);

/** A bet type's name in the visitor's language; an unknown type shows its code. */
export function useBetTypeName() {
  const { t } = useTranslation();
  return (betType: string) => (isKnown(betType) ? t(`lottery.betType.${betType}`) : betType);
}

const VN_TYPES = [
  'lo2',
  'lo3',
  'de',
  'deDau',
  'dau',
  'duoi',
  'baCang',
  'xien2',
  'xien3',
  'xien4',
  'loTruot',
] as const satisfies readonly Known[];
type VnKnown = (typeof VN_TYPES)[number];

/** One line explaining a Vietnamese bet type; empty for a type the site does not know. */
export function useBetTypeHelp() {
  const { t } = useTranslation();
  return (betType: string) =>
    (VN_TYPES as readonly string[]).includes(betType) ? t(`lottery.betHelp.${betType as VnKnown}`) : '';
}
