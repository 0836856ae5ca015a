import { NavItem } from './nav-item';
import { useSupportChannel } from './use-support-channel';

/**
 * The side menu's customer-service entry (the drawer's on a phone): this visitor's channel, with
 * the unread staff replies; nothing for a visitor of a brand served by the built-in chat.
 */
export function SupportNavItem({ mini }: { mini: boolean }) {
  const support = useSupportChannel();
  if (!support.channel) return null;
  const vip = support.channel.kind === 'external' && support.channel.entry.csType === 'VIP';
  return (
    <>
      <NavItem
        mini={mini}
        icon={vip ? 'crown' : 'headset'}
        label={mini ? support.label : support.name}
        onClick={support.open}
        trailing={
          support.unread > 0 ? (
            <span
              aria-hidden="true"
              className="grid min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white"
            >
              {support.unread > 99 ? '99+' : support.unread}
            </span>
          ) : null
        }
      />
      {support.dialogs}
    </>
  );
}
