import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { PotentialWin } from '../../model/bet-slip';
import { StakeInput } from './stake-input';
import type { useLineStake } from './use-line-stake';
import { WinPreview } from './win-preview';

interface BuilderFooterProps {
  stake: ReturnType<typeof useLineStake>;
  stakeLabel: string;
  cost: bigint | null;
  win: PotentialWin | null;
  /** Why the line cannot go on the slip yet, or null. */
  problem: string | null;
  onAdd: () => void;
}

/** The end of a bet builder: the stake, what the line costs and can win, and the add button. */
export function BuilderFooter({ stake, stakeLabel, cost, win, problem, onAdd }: BuilderFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <StakeInput value={stake.text} onChange={stake.setText} label={stakeLabel} error={stake.error} />
      <WinPreview cost={cost} win={win} />
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="lottery-builder-error">
          {problem}
        </p>
      ) : null}
      <Button
        className="w-full"
        size="lg"
        onClick={onAdd}
        disabled={!stake.stake.ok}
        data-testid="lottery-add"
      >
        <Icon name="receipt" className="size-4" />
        {t('lottery.bet.addToSlip')}
      </Button>
    </>
  );
}
