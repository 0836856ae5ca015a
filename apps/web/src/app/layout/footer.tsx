import { COPYRIGHT_YEARS } from '@pf/shared';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission, useMinimumAge } from '@/features/brand/system';
import { affiliateLink } from '@/features/content/download';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FooterProviders } from './footer-providers';
import { SOCIAL_ICONS } from './social';
import { useSupportChannel } from './use-support-channel';

/** Where the feedback form lives (§2 Modals 'feedback'; the help centre hosts it). */
export const FEEDBACK_PATH = { pathname: '/help', hash: 'feedback' } as const;

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-xs font-semibold tracking-widest text-muted uppercase">{title}</h3>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-fg/80 transition hover:text-accent';

function InformationColumn() {
  const { t } = useTranslation();
  return (
    <Column title={t('footer.links')}>
      <li>
        <Link className={linkClass} to="/help">
          {t('nav.help')}
        </Link>
      </li>
      <li>
        <Link className={linkClass} to={{ pathname: '/help', hash: 'terms' }}>
          {t('footer.terms')}
        </Link>
      </li>
      <li>
        <Link className={linkClass} to={{ pathname: '/help', hash: 'privacy' }}>
          {t('footer.privacy')}
        </Link>
      </li>
      <li>
        <Link className={linkClass} to="/promotions">
          {t('nav.promotions')}
        </Link>
      </li>
    </Column>
  );
}

/** Customer service (the visitor's channel), feedback, the apps and the affiliate programme. */
function SupportColumn() {
  const { t } = useTranslation();
  const { resources } = useLoadedPermission();
  const cs = useSupportChannel();
  const entry = cs.channel?.kind === 'external' ? cs.channel.entry : null;
  const affiliate = affiliateLink(resources);
  return (
    <Column title={t('footer.support')}>
      {cs.channel ? (
        <li>
          <button type="button" className={`${linkClass} inline-flex items-center gap-2`} onClick={cs.open}>
            <Icon name={entry?.csType === 'VIP' ? 'crown' : 'headset'} className="size-4" />
            {cs.name}
          </button>
          {cs.dialogs}
        </li>
      ) : null}
      <li>
        <Link className={linkClass} to={FEEDBACK_PATH}>
          {t('footer.feedback')}
        </Link>
      </li>
      <li>
        <Link className={linkClass} to="/down">
          {t('nav.download')}
        </Link>
      </li>
      {affiliate ? (
        <li>
          <a className={linkClass} href={affiliate} target="_blank" rel="noopener noreferrer">
            {t('footer.affiliate')}
          </a>
        </li>
      ) : null}
    </Column>
  );
}

function SocialColumn() {
  const { t } = useTranslation();
  const { socialLinks } = useLoadedPermission();
  if (socialLinks.length === 0) return null;
  return (
    <div className="col-span-2 lg:col-span-1">
      <h3 className="mb-3 text-xs font-semibold tracking-widest text-muted uppercase">
        {t('footer.follow')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {socialLinks.map((link) => (
          <a
            key={`${link.type}-${link.url}`}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${link.type}`)}
            title={t(`social.${link.type}`)}
            className="grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition hover:border-accent hover:text-accent"
          >
            <Icon name={SOCIAL_ICONS[link.type]} />
          </a>
        ))}
      </div>
    </div>
  );
}

/** §2 Footer: provider logos, information, support and social links, and the copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const age = useMinimumAge();
  return (
    <footer data-testid="footer" className="mt-12 border-t border-line bg-bg-2">
      {/* On a phone the last lines keep clear of the customer-service button over the tab bar. */}
      <div className="mx-auto max-w-[1200px] px-4 pt-10 pb-20 sm:px-6 sm:pb-10">
        <FooterProviders />
        <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          <div className="col-span-2 space-y-3 lg:col-span-1">
            <BrandMark name={whitelabel.name} logoUrl={whitelabel.logoUrl} />
            <p className="text-sm leading-relaxed text-muted">{t('footer.responsible', { age })}</p>
          </div>
          <InformationColumn />
          <SupportColumn />
          <SocialColumn />
        </div>
        <div className="mt-10 flex flex-col items-center justify-between gap-3 border-t border-line pt-6 text-xs text-muted sm:flex-row">
          <p data-testid="copyright">
            {t('footer.rights', { years: COPYRIGHT_YEARS, brand: whitelabel.name })}
          </p>
          {/* '18+' (or '21+') reads the same in every script: kept left to right so the sign stays after. */}
          <span
            dir="ltr"
            className="grid size-8 place-items-center rounded-full border-2 border-danger text-[10px] font-black text-danger"
          >
            {t('footer.ageBadge', { age })}
          </span>
        </div>
      </div>
    </footer>
  );
}
