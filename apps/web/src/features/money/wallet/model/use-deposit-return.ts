import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RETURN_PARAMS } from './deposit-return';

/**
 * The order the member comes back from a provider's page with. It is shown once; the address bar
 * is cleaned right away so a reload starts a new deposit.
 */
export function useDepositReturn() {
  const [params, setParams] = useSearchParams();
  const [returned, setReturned] = useState(() => params.get(RETURN_PARAMS.orderNo));
  useEffect(() => {
    if (!params.has(RETURN_PARAMS.orderNo)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RETURN_PARAMS.orderNo);
        next.delete(RETURN_PARAMS.payment);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return [returned, setReturned] as const;
}
