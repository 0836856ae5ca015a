import { useLayoutEffect } from 'react';
import { create } from 'zustand';

/**
 * The dialogs that open by themselves when a visitor arrives take turns: the first to ask holds
 * the screen, the others wait until it closes and then go in this order. A visitor meets one of
 * them at a time instead of a stack of backdrops, and the start draws and focuses one dialog.
 * `notices` is the site's own pair (the disclaimer, then the publicity popup), `kyc` the member's
 * security prompt.
 */
const ORDER = ['notices', 'kyc'] as const;
export type StartDialog = (typeof ORDER)[number];

interface Turns {
  holder: StartDialog | null;
  waiting: StartDialog[];
}

const useTurnStore = create<Turns>(() => ({ holder: null, waiting: [] }));

function ask(id: StartDialog) {
  useTurnStore.setState((s) =>
    s.holder === null ? { holder: id } : s.holder === id ? s : { waiting: [...s.waiting, id] },
  );
}

function leave(id: StartDialog) {
  useTurnStore.setState((s) => {
    const waiting = s.waiting.filter((w) => w !== id);
    if (s.holder !== id) return { waiting };
    const next = ORDER.find((d) => waiting.includes(d)) ?? null;
    return { holder: next, waiting: waiting.filter((w) => w !== next) };
  });
}

/**
 * Whether the start-up dialog `id`, which `wants` to be open, has its turn now. `mayStart` false
 * keeps it from taking a turn (or waiting for one) but does not close it once it is open.
 */
export function useDialogTurn(id: StartDialog, wants: boolean, mayStart = true): boolean {
  const holding = useTurnStore((s) => s.holder === id);
  const asking = wants && (mayStart || holding);
  // Before paint, so a dialog that gets its turn at once opens in the frame it asked in.
  useLayoutEffect(() => {
    if (!asking) return;
    ask(id);
    return () => leave(id);
  }, [id, asking]);
  return asking && holding;
}
