import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { DownloadDialogTrigger } from '@/features/content/download';
import { useGameMenu } from '@/features/games/games/menu';
import { useReferralStatus } from '@/features/rewards/referral';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LanguageMenu } from './language-menu';
import { NavItem } from './nav-item';
import { SupportNavItem } from './support-nav-item';
import { useComingSoon } from './use-coming-soon';
import { useMemberAction } from './use-member-action';

function SectionTitle({ mini, children }: { mini: boolean; children: string }) {
  if (mini) return <div className="mx-auto my-2 h-px w-8 bg-line" />;
  return (
    <p className="px-2 pt-4 pb-1.5 text-[11px] font-semibold tracking-widest text-muted uppercase">
      {children}
    </p>
  );
}

/** The left bar's entries (§2 Left bar), top to bottom; `mini` shows icons only. */
export function SideBarNav({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const member = useMemberAction();
  const referral = useReferralStatus();
  const { whitelabel } = useLoadedPermission();
  // The chat room is not built yet: a brand shows its entry only once the module is switched on.
  const chatRoom = useComingSoon();
  const games = useGameMenu();

  const perks = [
    {
      key: 'rewards',
      page: 'rewardCenter',
      label: t('nav.rewards'),
      icon: 'gift',
      tone: 'from-violet-500 to-fuchsia-600',
    },
    {
      key: 'vip',
      page: 'playerRank',
      label: t('nav.vip'),
      icon: 'crown',
      tone: 'from-amber-400 to-orange-600',
    },
  ] as const;

  return (
    <div className="flex h-full flex-col">
      <div className="scrollbar-none flex-1 overflow-y-auto px-3 pt-3 pb-4">
        <div className={cn('grid gap-2', mini ? 'grid-cols-1' : 'grid-cols-2')}>
          {perks.map((perk) => (
            <button
              key={perk.key}
              type="button"
              onClick={() => member(perk.page)}
              title={mini ? perk.label : undefined}
              aria-label={mini ? perk.label : undefined}
              className={cn(
                'relative overflow-hidden rounded-xl bg-linear-to-br text-start text-white shadow-card transition hover:brightness-110',
                perk.tone,
                mini ? 'grid h-11 place-items-center' : 'h-[72px] p-3',
              )}
            >
              <Icon
                name={perk.icon}
                className={mini ? 'size-5' : 'absolute -end-2 -bottom-2 size-14 opacity-30'}
              />
              {mini ? null : (
                <>
                  <Icon name={perk.icon} className="size-5" />
                  <span className="mt-2 block text-xs leading-tight font-bold">{perk.label}</span>
                </>
              )}
            </button>
          ))}
        </div>

        <SectionTitle mini={mini}>{t('nav.games')}</SectionTitle>
        <div className="space-y-0.5">
          <NavItem mini={mini} icon="grid" label={t('nav.all')} to="/providers" />
          {games.entries.map((c) => (
            <NavItem
              key={c.code}
              mini={mini}
              icon={c.icon}
              label={t(`category.${c.code}`)}
              to={c.to ?? undefined}
              onClick={c.onClick}
            />
          ))}
        </div>

        <SectionTitle mini={mini}>{t('nav.menu')}</SectionTitle>
        <div className="space-y-0.5">
          {referral.data?.enabled ? (
            <NavItem mini={mini} icon="users" label={t('referral.nav')} onClick={() => member('referral')} />
          ) : null}
          <NavItem mini={mini} icon="gift" label={t('nav.promotions')} to="/promotions" />
          <DownloadDialogTrigger>
            {(open) => <NavItem mini={mini} icon="phone" label={t('nav.download')} onClick={open} />}
          </DownloadDialogTrigger>
          <SupportNavItem mini={mini} />
          {whitelabel.modules.CHATROOM3 ? (
            <NavItem mini={mini} icon="chat" label={t('nav.chatRoom')} onClick={chatRoom.show} />
          ) : null}
          <NavItem mini={mini} icon="help" label={t('nav.help')} to="/help" />
        </div>
      </div>
      <div className="border-t border-line p-3">
        <LanguageMenu mini={mini} />
      </div>
      {chatRoom.dialog}
    </div>
  );
}
