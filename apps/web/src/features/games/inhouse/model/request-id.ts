import { useCallback, useRef } from 'react';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';

function freshId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request id per bet attempt. When the answer is lost on the way (network error) the next
 * press reuses the id, so the server replays the round it may already have played instead of
 * taking a second stake; any answer from the server starts a new id.
 */
export function useRequestId() {
  const current = useRef<string | null>(null);
  const take = useCallback(() => {
    current.current ??= freshId();
    return current.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    const lost = error instanceof ApiError && error.code === NETWORK_ERROR_CODE;
    if (!lost) current.current = null;
  }, []);
  return { take, settle };
}
