import { BettingPage } from './betting-page';

/** /vnLottery?gameCode=…: Vietnamese traditional and fast games (§2, §4 TCG_LOTTO_VN). */
export function VnLotteryPage() {
  return <BettingPage family="vn" />;
}
