import { useNavigate } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { useComingSoon } from './use-coming-soon';

/**
 * Member-only entries (rewards, VIP, referral). §4 Login gate: without a session the action stops
 * and the visitor is sent to sign in; with one, the member centre is not built yet, so say so.
 */
export function useMemberAction() {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const { show, dialog } = useComingSoon();
  const run = () => {
    if (!token) navigate('/login');
    else show();
  };
  return { run, dialog };
}
