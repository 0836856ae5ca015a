import { useCallback, useState } from 'react';
import { openMemberCentre } from '@/features/identity/member-center';
import { AgentCentre } from '../slots';

/** The member-centre pages the header reaches (§2 Member centre keys), plus the agent centre. */
export type MemberCentrePage =
  | 'securityCenter'
  | 'depositv2'
  | 'withdraw'
  | 'transactionHistory'
  | 'personalHistoryCopy'
  | 'manualRebate'
  | 'agentCentre';

/**
 * Opens a member-centre page in the member-centre panel; the agent centre is a popup of its own
 * (the header offers it to agent types only).
 */
export function useMemberCentre() {
  const [agentCentre, setAgentCentre] = useState(false);
  const close = useCallback(() => setAgentCentre(false), []);
  const dialog = <AgentCentre open={agentCentre} onClose={close} />;
  const open = useCallback(
    (next: MemberCentrePage) => (next === 'agentCentre' ? setAgentCentre(true) : openMemberCentre(next)),
    [],
  );
  return { open, dialog };
}
