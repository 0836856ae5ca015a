import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type ContractKind, useContractAction } from '../api/agents';
import type { AgentContract, AnswerAction } from '../lib/contract.types';
import { showRate } from '../lib/money';
import { ActionError } from './load-states';

interface Props {
  kind: ContractKind;
  contract: AgentContract;
  action: AnswerAction;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** How many of the agent's own contracts an acceptance would end, when the server said so (§4). */
function downlineContractsAbove(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_DOWNLINE_RATE_ABOVE') return null;
  const value = error.value as { contracts?: unknown } | null;
  return Array.isArray(value?.contracts) ? value.contracts.length : 0;
}

/**
 * Confirms one answer to a contract. An acceptance that would end lower contracts the agent gave
 * comes back refused with the list; the agent sees how many and may proceed, which resends it with
 * `proceed: true`.
 */
export function ContractActionDialog({ kind, contract, action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useContractAction(kind);
  const [proceedCount, setProceedCount] = useState<number | null>(null);

  const send = (proceed: boolean) => {
    const body =
      action === 'accept'
        ? { action, contractId: contract.id, proceed }
        : { action, contractId: contract.id };
    mutation.mutate(body, {
      onSuccess: (result) =>
        onDone(
          result.autoTerminated.length > 0
            ? t('agentCentre.contracts.autoEnded', { count: result.autoTerminated.length })
            : t('agentCentre.contracts.done'),
        ),
      onError: (error) => setProceedCount(downlineContractsAbove(error)),
    });
  };

  const asksProceed = proceedCount !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      testId="contract-action-dialog"
      title={asksProceed ? t('agentCentre.contracts.proceedTitle') : t('agentCentre.contracts.confirmTitle')}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('agentCentre.contracts.cancel')}
          </Button>
          <Button size="sm" disabled={mutation.isPending} onClick={() => send(asksProceed)}>
            {asksProceed ? t('agentCentre.contracts.proceed') : t(`agentCentre.contracts.actions.${action}`)}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>
          {asksProceed
            ? t('agentCentre.contracts.proceedText', { count: proceedCount })
            : t(`agentCentre.contracts.confirm.${action}`, { rate: showRate(contract.rate) })}
        </p>
        {/* The refusal that asked to proceed is the question above, not an error to repeat. */}
        {downlineContractsAbove(mutation.error) === null ? <ActionError error={mutation.error} /> : null}
      </div>
    </Dialog>
  );
}
