import { Icon, type IconName } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { useReferralStatus } from '@/features/rewards/referral';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RIGHT_BAR_SOCIAL, SOCIAL_ICONS } from './social';
import { useMemberAction } from './use-member-action';

const shortcut =
  'group relative grid size-11 place-items-center rounded-2xl border border-line bg-surface text-muted shadow-card transition hover:-translate-x-0.5 rtl:hover:translate-x-0.5 hover:border-accent hover:text-accent';

function Tip({ label, icon }: { label: string; icon: IconName }) {
  return (
    <>
      <Icon name={icon} />
      <span className="pointer-events-none absolute end-full me-3 rounded-lg bg-surface-3 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-fg opacity-0 transition group-hover:opacity-100">
        {label}
      </span>
    </>
  );
}

/**
 * Floating social shortcuts on wide screens (§2 Right bar): referral (while the brand's programme
 * runs), Telegram, Facebook, Viber.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { socialLinks } = useLoadedPermission();
  const referral = useMemberAction();
  const referralOn = useReferralStatus().data?.enabled === true;
  const links = RIGHT_BAR_SOCIAL.flatMap((type) => socialLinks.filter((l) => l.type === type).slice(0, 1));

  return (
    <aside
      data-testid="right-bar"
      aria-label={t('footer.follow')}
      className="fixed top-1/2 end-3 z-30 hidden -translate-y-1/2 flex-col gap-2 lg:flex"
    >
      {referralOn ? (
        <button
          type="button"
          className={shortcut}
          aria-label={t('social.referral')}
          onClick={() => referral('referral')}
        >
          <Tip label={t('social.referral')} icon="users" />
        </button>
      ) : null}
      {links.map((link) => (
        <a
          key={link.type}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`social.${link.type}`)}
          className={shortcut}
        >
          <Tip label={t(`social.${link.type}`)} icon={SOCIAL_ICONS[link.type]} />
        </a>
      ))}
    </aside>
  );
}
