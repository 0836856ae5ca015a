import { SIDEBAR_DROPDOWN_HIDE_MS } from '@pf/shared';
import { type RefObject, useEffect } from 'react';

/**
 * Closes a dropdown a moment after focus leaves it (§2: 200 ms), and cancels that when focus comes
 * back inside, so moving from trigger to list (or a slow click) does not make it flicker shut.
 */
export function useDismissOnBlur(ref: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOut = () => {
      timer = setTimeout(close, SIDEBAR_DROPDOWN_HIDE_MS);
    };
    const onIn = () => clearTimeout(timer);
    element.addEventListener('focusout', onOut);
    element.addEventListener('focusin', onIn);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('focusout', onOut);
      element.removeEventListener('focusin', onIn);
    };
  }, [ref, close]);
}
