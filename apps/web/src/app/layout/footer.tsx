import { COPYRIGHT_YEARS } from '@pf/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { useCustomerService, useLoadedPermission } from '@/features/system';
import { SOCIAL_ICONS } from './social';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-xs font-semibold tracking-widest text-muted uppercase">{title}</h3>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-fg/80 transition hover:text-accent';

/** Provider logos, information and support links, social links and the copyright (§2 Footer). */
export function Footer() {
  const { t } = useTranslation();
  const { whitelabel, socialLinks, customerService } = useLoadedPermission();
  const cs = useCustomerService();

  return (
    <footer data-testid="footer" className="mt-12 border-t border-line bg-bg-2">
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <section
          data-testid="provider-logos"
          className="mb-10 rounded-2xl border border-dashed border-line p-5"
        >
          <h3 className="text-xs font-semibold tracking-widest text-muted uppercase">
            {t('footer.providers')}
          </h3>
          <p className="mt-2 text-sm text-muted">{t('footer.providersSoon')}</p>
        </section>

        <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          <div className="col-span-2 space-y-3 lg:col-span-1">
            <BrandMark name={whitelabel.name} />
            <p className="text-sm leading-relaxed text-muted">{t('footer.responsible')}</p>
          </div>
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
          <Column title={t('footer.support')}>
            {customerService.map((entry) => (
              <li key={`${entry.csType}-${entry.path}`}>
                <button
                  type="button"
                  className={`${linkClass} inline-flex items-center gap-2`}
                  onClick={() => cs.open(entry)}
                >
                  <Icon name="headset" className="size-4" />
                  {entry.title}
                </button>
              </li>
            ))}
            <li>
              <Link className={linkClass} to="/down">
                {t('nav.download')}
              </Link>
            </li>
          </Column>
          {socialLinks.length > 0 ? (
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
          ) : null}
        </div>

        <div className="mt-10 flex flex-col items-center justify-between gap-3 border-t border-line pt-6 text-xs text-muted sm:flex-row">
          <p data-testid="copyright">
            {t('footer.rights', { years: COPYRIGHT_YEARS, brand: whitelabel.name })}
          </p>
          <span className="grid size-8 place-items-center rounded-full border-2 border-danger text-[10px] font-black text-danger">
            {t('footer.ageBadge')}
          </span>
        </div>
      </div>
      {cs.notice}
    </footer>
  );
}
