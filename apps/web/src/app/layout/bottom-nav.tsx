import { memo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { UnreadBadge, useUnreadCount } from '@/features/content/messages';
import { useIsTrial } from '@/features/identity/account';
import { openLogin, useLoginGate } from '@/features/identity/auth';
import { openMemberCentre, useMemberCentreStore } from '@/features/identity/member-center';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { bottomTabOf } from './bottom-tabs';

const tabClass = (active: boolean) =>
  cn(
    'relative flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 pt-1.5 pb-1 text-[10px] leading-tight font-semibold tracking-tight transition min-[360px]:text-[11px]',
    active ? 'text-accent' : 'text-muted hover:text-fg',
  );

/** Memoized, as is TabLink: a start-up answer (unread count, session) re-renders only the tab it changes. */
const TabBody = memo(function TabBody({
  icon,
  label,
  active,
  badge = 0,
  badgeLabel,
}: {
  icon: IconName;
  label: string;
  active: boolean;
  badge?: number;
  badgeLabel?: string;
}) {
  return (
    <>
      {active ? (
        <span className="absolute inset-x-4 top-0 h-0.5 rounded-b-full bg-linear-to-r from-accent to-accent-2" />
      ) : null}
      <span
        className={cn('grid h-7 w-10 place-items-center rounded-full transition', active && 'bg-accent/15')}
      >
        <Icon name={icon} className="size-5" />
      </span>
      <UnreadBadge count={badge} className="absolute top-1 left-1/2 ml-1.5" />
      {/* A word as long as "Promotions" fits a 360 px screen's fifth on one line (smaller type below
          that); longer translations wrap onto a second line rather than run into the next tab. */}
      <span className="line-clamp-2 max-w-full text-center break-words">{label}</span>
      {badge > 0 ? <span className="sr-only">, {badgeLabel}</span> : null}
    </>
  );
});

const TabLink = memo(function TabLink({
  to,
  icon,
  label,
  active,
}: {
  to: string;
  icon: IconName;
  label: string;
  active: boolean;
}) {
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={tabClass(active)}>
      <TabBody icon={icon} label={label} active={active} />
    </Link>
  );
});

function TabButton(props: {
  icon: IconName;
  label: string;
  active: boolean;
  onClick: () => void;
  badge?: number;
  badgeLabel?: string;
}): ReactNode {
  const { icon, label, active, onClick, badge, badgeLabel } = props;
  return (
    <button type="button" onClick={onClick} aria-pressed={active} className={tabClass(active)}>
      <TabBody icon={icon} label={label} active={active} badge={badge} badgeLabel={badgeLabel} />
    </button>
  );
}

/**
 * The phone tab bar players of these sites expect: home, games, lottery, deposit (promotions for
 * a visitor or a trial account, who have nothing to deposit into) and the account. Phones only;
 * from `md` up the header and the side bar carry all of it.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useSessionStore((s) => s.token);
  const trial = useIsTrial();
  const gate = useLoginGate();
  const centrePage = useMemberCentreStore((s) => s.page);
  const tab = bottomTabOf(pathname);
  const unread = useUnreadCount();
  const member = token !== null && !trial;

  return (
    <nav
      data-testid="bottom-nav"
      aria-label={t('nav.bottomNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        <TabLink to="/" icon="home" label={t('nav.home')} active={tab === 'home' && centrePage === null} />
        <TabLink
          to="/hot"
          icon="gamepad"
          label={t('nav.games')}
          active={tab === 'games' && centrePage === null}
        />
        <TabLink
          to="/lotteryCenter"
          icon="ticket"
          label={t('category.LOTT')}
          active={tab === 'lottery' && centrePage === null}
        />
        {member ? (
          <TabButton
            icon="deposit"
            label={t('memberCentre.depositv2')}
            active={centrePage === 'depositv2'}
            onClick={() => gate(() => openMemberCentre('depositv2'))}
          />
        ) : (
          <TabLink
            to="/promotions"
            icon="gift"
            label={t('nav.promotions')}
            active={tab === 'promotions' && centrePage === null}
          />
        )}
        <TabButton
          icon="user"
          label={t('nav.account')}
          badge={unread}
          badgeLabel={t('wallet.centre.unread', { count: unread })}
          active={centrePage !== null && centrePage !== 'depositv2'}
          onClick={() => (token ? gate(() => openMemberCentre('securityCenter')) : openLogin('header'))}
        />
      </div>
    </nav>
  );
}
