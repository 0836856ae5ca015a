import { BettingPage } from './betting-page';

/** /lottery?gameCode=…&playType=…: LOTT and ELOTT games such as keno (§2, §4). */
export function LotteryPage() {
  return <BettingPage family="lott" />;
}
