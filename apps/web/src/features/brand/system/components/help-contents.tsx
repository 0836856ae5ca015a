import type { HelpItem } from '@pf/shared';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The help page's table of contents; each entry is a plain anchor link so it works without JS too. */
export function HelpContents({ items }: { items: readonly HelpItem[] }) {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();
  return (
    <nav
      aria-label={t('help.contents')}
      className="rounded-2xl border border-line bg-surface p-3 shadow-card"
    >
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
        {t('help.contents')}
      </p>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={{ pathname, hash: item.anchor }}
              className={cn(
                'block rounded-lg px-3 py-2 text-sm transition hover:bg-surface-2 hover:text-fg',
                hash === `#${item.anchor}` ? 'bg-surface-2 font-semibold text-accent' : 'text-muted',
              )}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
