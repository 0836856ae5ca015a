import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { AgentContract, AnswerAction } from '../lib/contract.types';
import { showAmount, showRate } from '../lib/money';

/** What the caller may do with a contract now: answer a request waiting for it, or ask to end one. */
export function actionsFor(contract: AgentContract): AnswerAction[] {
  if (contract.awaitingMe && contract.status === 'pending') return ['accept', 'reject'];
  if (contract.awaitingMe && contract.status === 'terminating') return ['terminate', 'reject'];
  if (contract.status === 'active') return ['requestTermination'];
  return [];
}

const LIVE = new Set(['active', 'terminating']);

interface Props {
  contract: AgentContract;
  me: string;
  onAction: (action: AnswerAction) => void;
}

export function ContractCard({ contract, me, onAction }: Props) {
  const { t } = useTranslation();
  const asUpline = contract.upline === me;
  return (
    <li className="space-y-2 rounded-xl border border-line bg-surface-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 font-semibold">
          {asUpline
            ? t('agentCentre.contracts.asUpline', { name: contract.downline })
            : t('agentCentre.contracts.asDownline', { name: contract.upline })}
        </p>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            LIVE.has(contract.status) ? 'bg-accent/15 text-accent' : 'bg-surface-3 text-muted',
          )}
        >
          {t(`agentCentre.contracts.status.${contract.status}`)}
        </span>
        <span className="text-sm font-bold">{showRate(contract.rate)}</span>
      </div>
      <ul className="space-y-0.5 text-xs text-muted" aria-label={t('agentCentre.contracts.tiers')}>
        {contract.tiers.map((tier) => (
          <li key={`${tier.minValidBet}-${tier.minActiveMembers}`}>
            {t(
              contract.type === 'dividend'
                ? 'agentCentre.contracts.tierLineProfit'
                : 'agentCentre.contracts.tierLine',
              {
                bet: showAmount(tier.minValidBet),
                members: tier.minActiveMembers,
                rate: showRate(tier.rate),
              },
            )}
          </li>
        ))}
      </ul>
      {contract.awaitingMe ? (
        <p className="text-xs font-semibold text-accent">{t('agentCentre.contracts.awaitingMe')}</p>
      ) : null}
      {actionsFor(contract).length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actionsFor(contract).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'accept' ? 'primary' : 'outline'}
              onClick={() => onAction(action)}
            >
              {t(`agentCentre.contracts.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
