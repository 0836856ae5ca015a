import { useLayoutEffect } from 'react';
import { create } from 'zustand';

/**
 * The dialogs that open by themselves when a visitor arrives take turns, in this order: the site's
 * own pair (`notices`: the disclaimer, then the publicity popup) before the member's security prompt
 * (`kyc`). A visitor meets one of them at a time instead of a stack of backdrops. A dialog takes
 * the screen only once every dialog before it in the order has said whether it wants it (its host
 * is built): the hosts are built in tasks of their own, and the security prompt's answer can come
 * before the notices' host is there. Once open, a dialog keeps the screen until it closes.
 */
const ORDER = ['notices', 'kyc'] as const;
export type StartDialog = (typeof ORDER)[number];

interface Turns {
  holder: StartDialog | null;
  waiting: StartDialog[];
  /** Hosts built in this page view: they have said whether they want the screen. */
  built: StartDialog[];
}

const useTurnStore = create<Turns>(() => ({ holder: null, waiting: [], built: [] }));

/** Hands a free screen to the first waiting dialog whose elders have all been built. */
function settle(s: Turns): Turns {
  if (s.holder !== null) return s;
  const next = ORDER.find(
    (d, i) => s.waiting.includes(d) && ORDER.slice(0, i).every((elder) => s.built.includes(elder)),
  );
  return next === undefined ? s : { ...s, holder: next, waiting: s.waiting.filter((w) => w !== next) };
}

function withBuilt(s: Turns, id: StartDialog): Turns {
  return s.built.includes(id) ? s : { ...s, built: [...s.built, id] };
}

function built(id: StartDialog) {
  useTurnStore.setState((s) => settle(withBuilt(s, id)));
}

function ask(id: StartDialog) {
  useTurnStore.setState((s) => {
    const seen = withBuilt(s, id);
    if (seen.holder === id || seen.waiting.includes(id)) return seen;
    return settle({ ...seen, waiting: [...seen.waiting, id] });
  });
}

function leave(id: StartDialog) {
  useTurnStore.setState((s) =>
    settle({ ...s, holder: s.holder === id ? null : s.holder, waiting: s.waiting.filter((w) => w !== id) }),
  );
}

/**
 * Whether the start-up dialog `id`, which `wants` to be open, has its turn now. `mayStart` false
 * keeps it from taking a turn (or waiting for one) but does not close it once it is open.
 */
export function useDialogTurn(id: StartDialog, wants: boolean, mayStart = true): boolean {
  const holding = useTurnStore((s) => s.holder === id);
  const asking = wants && (mayStart || holding);
  // Before paint, so a dialog that gets its turn at once opens in the frame it asked in. Asking and
  // saying "built" are one step: a dialog that wants the screen is never passed over in between.
  useLayoutEffect(() => {
    if (!asking) {
      built(id);
      return;
    }
    ask(id);
    return () => leave(id);
  }, [id, asking]);
  return asking && holding;
}
