import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryBet } from '../../api/game';

const SUM_SIDES = new Set(['big', 'small']);
const ODD_SIDES = new Set(['odd', 'even']);

/**
 * What a settled bet caught: the hits of a keno ticket (a losing one too: two of five caught is
 * still two), or the sum / odd count a keno side bet was measured on.
 */
export function BetOutcome({ bet }: { bet: Pick<LotteryBet, 'betType' | 'hits' | 'status'> }) {
  const { t } = useTranslation();
  if (bet.hits === null || bet.status === 'pending' || bet.status === 'refunded') return null;
  let text: string | null = null;
  if (bet.betType === 'spots') text = t('lottery.keno.hits', { count: bet.hits });
  else if (SUM_SIDES.has(bet.betType)) text = t('lottery.keno.sumIs', { sum: bet.hits });
  else if (ODD_SIDES.has(bet.betType)) text = t('lottery.keno.oddCount', { count: bet.hits });
  if (text === null) return null;
  return (
    <p className="text-xs text-muted" data-testid="lottery-my-bet-outcome">
      {text}
    </p>
  );
}
