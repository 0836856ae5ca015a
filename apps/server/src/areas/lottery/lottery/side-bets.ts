import { KENO_ODD_MIDPOINT, KENO_SUM_MIDPOINT } from '@pf/shared';

/**
 * The midpoint each keno side bet is measured against (its `hits` hold the measure): a bet whose
 * measure lands exactly on it is a push, its stake returned. Both the bet's status and the status
 * filter of the member's bets read it from here.
 */
export const SIDE_MIDPOINT: Readonly<Record<string, number>> = {
  big: KENO_SUM_MIDPOINT,
  small: KENO_SUM_MIDPOINT,
  odd: KENO_ODD_MIDPOINT,
  even: KENO_ODD_MIDPOINT,
};
