import { HELP_TABS } from '@pf/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useHelpCenter } from '../api/help-center';

/** Home's help block: the first four help articles as tabs (§2 Home page). Hidden when there are none. */
export function HelpTabs() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const [active, setActive] = useState(0);
  const items = (help.data ?? []).slice(0, HELP_TABS);
  const current = items[Math.min(active, items.length - 1)];
  if (!current) return null;

  return (
    <section data-testid="help-tabs" aria-labelledby="help-tabs-title" className="space-y-3">
      <h2 id="help-tabs-title" className="text-lg font-bold">
        {t('home.helpTitle')}
      </h2>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        <div role="tablist" className="scrollbar-none flex overflow-x-auto border-b border-line">
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={item === current}
              onClick={() => setActive(index)}
              className={cn(
                'relative shrink-0 px-5 py-3 text-sm font-semibold transition',
                item === current ? 'text-accent' : 'text-muted hover:text-fg',
              )}
            >
              {item.title}
              {item === current ? (
                <span className="absolute inset-x-4 bottom-0 h-0.5 rounded-full bg-linear-to-r from-accent to-accent-2" />
              ) : null}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="p-5 text-sm leading-relaxed sm:p-6">
          <p className="line-clamp-5 whitespace-pre-line text-muted">{current.content}</p>
          <Link
            to={{ pathname: '/help', hash: current.anchor }}
            className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
          >
            {t('help.title')}
            <Icon name="chevronRight" className="ms-1 inline size-4 align-[-3px]" />
          </Link>
        </div>
      </div>
    </section>
  );
}
