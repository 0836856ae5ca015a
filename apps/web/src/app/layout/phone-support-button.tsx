import { useLocation } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { isImmersivePath } from '../page-routes';
import { useSupportChannel } from './use-support-channel';

/** Pages where a game is played: its controls take the bottom of a phone's screen. */
function isPlayPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return isImmersivePath(pathname) || path === '/game' || path.startsWith('/inhouse/');
}

/**
 * Customer service on a phone, whose header has no room for its menu: a round button above the
 * tab bar that opens this visitor's channel at once (the brand's outside desk, or the built-in
 * support chat). Left out while a game is played; the side menu and the footer offer it there.
 */
export function PhoneSupportButton() {
  const { pathname } = useLocation();
  const cs = useSupportChannel();
  if (!cs.channel) return null;
  const entry = cs.channel.kind === 'external' ? cs.channel.entry : null;
  return (
    <>
      {isPlayPath(pathname) ? null : (
        <div className="fixed end-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 sm:hidden">
          <button
            type="button"
            data-testid="phone-support-button"
            aria-label={cs.label}
            title={cs.name}
            onClick={cs.open}
            className="relative grid size-12 place-items-center rounded-full bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-card ring-4 ring-bg/80 transition hover:brightness-110 active:scale-95"
          >
            <Icon name={entry?.csType === 'VIP' ? 'crown' : 'headset'} className="size-6" />
            {cs.unread > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-1 -end-1 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-bold text-white"
              >
                {cs.unread > 99 ? '99+' : cs.unread}
              </span>
            ) : null}
          </button>
        </div>
      )}
      {cs.dialogs}
    </>
  );
}
