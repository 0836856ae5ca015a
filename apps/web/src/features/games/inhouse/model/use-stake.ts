import { useState } from 'react';
import { useBrandMoney } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { plain } from './money';

/**
 * The stake box of an original: it starts at the brand's default stake and keeps to the brand's
 * limits (minor units); `game` names its test id.
 */
export function useStake(game: string) {
  const { t } = useTranslation();
  const { min, max, defaultStake } = useBrandMoney().inhouse;
  const [value, onChange] = useState(() => plain(defaultStake));
  return { label: t('inhouse.stake'), value, onChange, min, max, testId: `${game}-stake` };
}
