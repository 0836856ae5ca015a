import { useLoginGate } from '@/features/auth';
import { useComingSoon } from './use-coming-soon';

/**
 * Member-only entries (rewards, VIP, referral). §4 Login gate: without a session the login pop-up
 * opens and the action stops; a demo account is told to register; members get the (coming) page.
 */
export function useMemberAction() {
  const gate = useLoginGate();
  const { show, dialog } = useComingSoon();
  const run = () => {
    gate(show);
  };
  return { run, dialog };
}
