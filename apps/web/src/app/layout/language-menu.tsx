import { LANGUAGE_NAMES } from '@pf/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { saveMemberLanguage } from '@/features/identity/account';
import { cn } from '@/lib/cn';
import { chooseLanguage } from '@/lib/i18n/change-language';
import { availableLanguages, BCP47 } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDismissOnBlur } from '@/lib/use-dismiss-on-blur';
import { Flag } from './flag';

/**
 * The side bar's language list: the merchant's languages, each by its own name (those without a
 * bundle of texts read English). The list closes
 * 200 ms after focus leaves it (§2 Left bar), so moving between trigger and list does not flicker.
 */
export function LanguageMenu({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const { code: current } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const languages = availableLanguages(whitelabel.supportedLanguages);
  useDismissOnBlur(
    root,
    useCallback(() => setOpen(false), []),
  );

  return (
    <div ref={root} data-testid="language-menu" className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('nav.language')}
        title={mini ? LANGUAGE_NAMES[current] : undefined}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl border border-line bg-surface text-sm text-fg transition hover:border-accent',
          mini ? 'justify-center p-2.5' : 'px-3 py-2.5',
        )}
      >
        <Flag code={current} className="size-5" />
        {mini ? null : (
          <>
            <span className="flex-1 truncate text-start font-medium">{LANGUAGE_NAMES[current]}</span>
            <Icon name="chevronDown" className={cn('size-4 text-muted transition', open && 'rotate-180')} />
          </>
        )}
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={t('nav.language')}
          className={cn(
            'absolute z-50 max-h-80 w-56 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-card',
            mini ? 'bottom-0 start-full ms-3' : 'bottom-full start-0 mb-2',
          )}
        >
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                aria-current={code === current}
                data-testid={`language-option-${code}`}
                onClick={() => {
                  setOpen(false);
                  void chooseLanguage(code, saveMemberLanguage);
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm transition hover:bg-surface-2',
                  code === current ? 'font-semibold text-accent' : 'text-fg',
                )}
              >
                <Flag code={code} className="size-5" />
                {/* Each name in its own language and script, so screen readers and fonts get it right. */}
                <span lang={BCP47[code]} className="flex-1">
                  {LANGUAGE_NAMES[code]}
                </span>
                {code === current ? <span className="size-1.5 rounded-full bg-accent" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
