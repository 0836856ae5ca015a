import type { BundledLanguage } from '@pf/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, showLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';

/** Each language named in itself, so anyone finds their own. */
const LANGUAGE_NAMES: Record<BundledLanguage, string> = {
  CN: '中文',
  EN: 'English',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  TY: 'Tagalog',
  VI: 'Tiếng Việt',
};

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void showLanguage(event.target.value as BundledLanguage)}
        className="h-9 rounded-md border border-line bg-surface px-2 text-sm"
      >
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, toggle] = useTheme();
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="grid size-9 place-items-center rounded-md border border-line hover:bg-surface-2"
    >
      <span aria-hidden>{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
