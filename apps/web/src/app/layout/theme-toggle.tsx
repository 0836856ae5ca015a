import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useThemeStore } from '@/lib/theme-store';

/** Dark/light switch (§2 Header); the choice is remembered in localStorage 'theme'. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme={theme}
      onClick={toggle}
      aria-label={label}
      title={label}
      className="grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition hover:text-accent"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
