import { useLoginGate } from '@/features/identity/auth';
import { type MemberCentreKey, openMemberCentre } from '@/features/identity/member-center';

/**
 * Member-only entries (rewards, VIP, referral). §4 Login gate: without a session the login pop-up
 * opens and the action stops; a demo account is told to register; members get the page.
 */
export function useMemberAction() {
  const gate = useLoginGate();
  return (page: MemberCentreKey) => gate(() => openMemberCentre(page));
}
