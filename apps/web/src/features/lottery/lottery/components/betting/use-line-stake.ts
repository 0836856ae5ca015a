import { useState } from 'react';
import { useBrandMoney } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkStake, showLimit, stakeText as stakeTextOf } from '../../model/stake-rule';

/** A bet line's typed stake, from the brand's default, checked against the game's limits. */
export function useLineStake(minStake: string, maxStake: string) {
  const { t } = useTranslation();
  const { defaultStake } = useBrandMoney().lottery;
  const [text, setText] = useState(() => stakeTextOf(defaultStake));
  const stake = checkStake(text, minStake, maxStake);
  const error = stake.ok
    ? null
    : stake.problem === 'invalid'
      ? t('lottery.bet.stakeInvalid')
      : t(`lottery.bet.stake_${stake.problem}`, { limit: showLimit(stake.limit) });
  return { text, setText, stake, error };
}
