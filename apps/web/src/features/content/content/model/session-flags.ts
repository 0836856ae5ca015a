import { SESSION_KEYS } from '@pf/shared';
import { session } from '@/lib/storage';

export type PopupList = 'public' | 'member';

/** §4: the disclaimer is accepted once per browser session. */
export const disclaimerAccepted = () => session.get(SESSION_KEYS.disclaimerAccepted) === '1';
export const acceptDisclaimer = () => session.set(SESSION_KEYS.disclaimerAccepted, '1');

/** §4: a closed publicity popup stays closed for the session; each list (public, member) on its own. */
function closedLists(): PopupList[] {
  return (session.get(SESSION_KEYS.publicityClosed) ?? '')
    .split(',')
    .filter((s): s is PopupList => s === 'public' || s === 'member');
}
export const publicityClosed = (list: PopupList) => closedLists().includes(list);
export function closePublicity(list: PopupList) {
  session.set(SESSION_KEYS.publicityClosed, [...new Set([...closedLists(), list])].join(','));
}
