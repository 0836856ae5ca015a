import { create } from 'zustand';

/** Kept on this device, like the theme: a member who hides the balance expects it hidden next time. */
const STORAGE_KEY = 'balanceHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(STORAGE_KEY, 'true');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the choice still holds for this page view.
  }
}

interface BalanceVisibility {
  hidden: boolean;
  toggle: () => void;
}

/** §2 Header balance 'hidden as stars', remembered across visits. */
export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: readHidden(),
  toggle: () => {
    const hidden = !get().hidden;
    writeHidden(hidden);
    set({ hidden });
  },
}));

/** What a hidden amount shows instead of its digits. */
export const HIDDEN_AMOUNT = '******';
