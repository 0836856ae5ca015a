import { useRef } from 'react';
import { ApiError } from '@/lib/api-error';

/** 32 random hex digits; getRandomValues also works on plain-http hosts, unlike randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `requestId` of a money-moving call. Trying the same request again after the answer got lost
 * reuses the id, so the server answers with the first result instead of moving the money twice.
 * A new request (other data, or after the server has answered) gets a new id.
 */
export function useRequestId() {
  const last = useRef<{ fingerprint: string; id: string } | null>(null);
  return {
    idFor(fingerprint: string): string {
      if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, id: randomId() };
      return last.current.id;
    },
    /** The server answered (done or refused): the next attempt is a new request. */
    settle(error?: unknown): void {
      if (!(error instanceof ApiError && error.isNetwork)) last.current = null;
    },
  };
}
