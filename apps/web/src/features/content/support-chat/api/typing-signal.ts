import { useCallback, useRef } from 'react';
import { deskApi } from './calls';

/** At most one "typing" signal in this many milliseconds, however fast the member types. */
const TYPING_GAP_MS = 3000;

/** Tells the support desk the member is writing, now and then while they type; a failure is let go. */
export function useTypingSignal(): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_GAP_MS) return;
    last.current = now;
    deskApi('supportDesk.memberTyping').catch(() => undefined);
  }, []);
}
