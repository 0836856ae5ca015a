import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isMemberCentreKey, openMemberCentre } from '@/lib/member-centre-store';
import { useSessionStore } from '@/lib/session-store';

/** The query parameter that reopens a member-centre page, e.g. on return from a payment page. */
export const CENTRE_PARAM = 'member';

/**
 * `?member=depositv2` opens that page once the member is signed in, then leaves the address bar
 * clean so a reload or a shared link does not reopen it.
 */
export function useCentreFromUrl() {
  const [params, setParams] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const wanted = params.get(CENTRE_PARAM);

  useEffect(() => {
    if (wanted === null || token === null) return;
    if (isMemberCentreKey(wanted)) openMemberCentre(wanted);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CENTRE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, token, setParams]);
}
