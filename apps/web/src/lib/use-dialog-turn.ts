import { useLayoutEffect } from 'react';
import { create } from 'zustand';

/**
 * The dialogs that open by themselves when a visitor arrives take turns, in this order: the site's
 * own pair (`notices`: the disclaimer, then the publicity popup) before the member's security prompt
 * (`kyc`). A visitor meets one of them at a time instead of a stack of backdrops. A dialog takes
 * the screen only once every dialog before it in the order has said it does not want it now: its
 * host is built (the hosts are built in tasks of their own, and the security prompt's answer can
 * come before the notices' host is there) and it is not waiting or held back itself. Once open, a
 * dialog keeps the screen until it closes.
 *
 * A member pop-up the visitor asked for or has just earned (the login, the welcome after
 * registration) comes before all of them: their hosts hold back while one is on screen
 * (`mayStart`). A dialog held back keeps its place in the order, so when the pop-up closes the
 * dialogs follow in their order, whichever of them asks first.
 */
const ORDER = ['notices', 'kyc'] as const;
export type StartDialog = (typeof ORDER)[number];

/**
 * Where a dialog stands in this page view: its host not built yet, built and not wanting the
 * screen, wanting it but held back, waiting for its turn, or holding the screen.
 */
type Standing = 'unbuilt' | 'idle' | 'held' | 'waiting' | 'holding';
type Turns = Record<StartDialog, Standing>;

const UNBUILT: Turns = { notices: 'unbuilt', kyc: 'unbuilt' };
const useTurnStore = create<Turns>(() => UNBUILT);

/** Hands a free screen to the first dialog in the order that waits, unless one before it may still want it. */
function settle(s: Turns): Turns {
  if (ORDER.some((d) => s[d] === 'holding')) return s;
  for (const d of ORDER) {
    if (s[d] === 'waiting') return { ...s, [d]: 'holding' };
    if (s[d] !== 'idle') return s;
  }
  return s;
}

type Want = 'idle' | 'held' | 'ask';

function stand(id: StartDialog, want: Want) {
  useTurnStore.setState((s) => {
    // An open dialog stays open while it wants to be (`ask` is what it says then, held or not).
    const next: Standing = want === 'ask' ? (s[id] === 'holding' ? 'holding' : 'waiting') : want;
    return s[id] === next ? s : settle({ ...s, [id]: next });
  });
}

/** The host is gone (the page view ended): whoever comes after it no longer waits for it. */
function gone(id: StartDialog) {
  useTurnStore.setState((s) => settle({ ...s, [id]: 'unbuilt' }));
}

/**
 * Whether the start-up dialog `id`, which `wants` to be open, has its turn now. `mayStart` false
 * keeps it from taking a turn, and the dialogs after it from passing it, but does not close it
 * once it is open.
 */
export function useDialogTurn(id: StartDialog, wants: boolean, mayStart = true): boolean {
  const holding = useTurnStore((s) => s[id] === 'holding');
  const want: Want = !wants ? 'idle' : mayStart || holding ? 'ask' : 'held';
  // Before paint, so a dialog that gets its turn at once opens in the frame it asked in. A host
  // says where it stands in the commit it is built in: a dialog that wants the screen is never
  // passed over in between.
  useLayoutEffect(() => stand(id, want), [id, want]);
  useLayoutEffect(() => () => gone(id), [id]);
  return wants && holding;
}
