import { afterNextPaint } from './after-paint';

/**
 * The member's own reads that the frame makes as the site starts: profile, avatar, balance,
 * unread badges, the security check and the notice titles and popup. They wait until the first
 * screen after the splash has been painted. On a phone's slow link the page's code, its banner
 * and its opening calls then go first, and these answers no longer re-render the frame before the
 * page is on screen. A read sent without the token (`anonymous`) never waits: the banners are
 * part of the first screen. The names are the calls' contract names; the shell's test checks each
 * names a call.
 */
export const AFTER_FIRST_SCREEN: ReadonlySet<string> = new Set([
  'members.info',
  'members.avatar',
  'members.securityConfig',
  'money.balance',
  'messages.unreadCount',
  'supportChat.unread',
  'content.notice',
]);

let splashes = 0;
let released = false;
let gate: { promise: Promise<void>; open: () => void } | null = null;

function openGate() {
  released = true;
  gate?.open();
  gate = null;
}

/**
 * Called by the splash as it mounts; returns its unmount. The wait is armed only while a splash
 * is up, so a part rendered without the app's start (a test, a page on its own) never waits. It
 * ends once no splash is left after a painted frame: the first screen, whatever it is (a page,
 * the maintenance notice, an error), is then on screen.
 */
export function splashMounted(): () => void {
  splashes += 1;
  if (!released && !gate) {
    let open = () => {};
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { promise, open };
  }
  return () => {
    splashes -= 1;
    if (splashes > 0) return;
    afterNextPaint(() => {
      // Another splash may have taken over in the meantime (the router's, while a page's code loads).
      if (splashes === 0) openGate();
    });
  };
}

/**
 * Resolves once the first screen has been painted; undefined when nothing has to wait. Each
 * caller goes on in a task of its own: the held reads then start one by one rather than all in
 * the task that opens the gate, which on a phone made that task a long one.
 */
export function firstScreenPainted(): Promise<void> | undefined {
  return gate?.promise.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
