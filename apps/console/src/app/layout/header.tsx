import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/identity/auth';
import { BrandSwitcher } from './brand-switcher';
import { LanguageMenu, ThemeToggle } from './header-controls';
import { UserMenu } from './user-menu';

/** Who is signed in and on which brand, the theme and language, and sign-out. */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-surface px-3">
      <button
        type="button"
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-controls="console-menu"
        className="grid size-9 place-items-center rounded-md border border-line lg:hidden"
      >
        <span aria-hidden>☰</span>
        <span className="sr-only">{menuOpen ? t('nav.close') : t('nav.menu')}</span>
      </button>
      <span className="truncate whitespace-nowrap font-semibold">{t('app.name')}</span>
      <span className="ml-auto flex items-center gap-2">
        <UserMenu />
        <BrandSwitcher />
        <LanguageMenu />
        <ThemeToggle />
        <Button
          variant="ghost"
          className="whitespace-nowrap"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('header.signOut')}
        </Button>
      </span>
    </header>
  );
}
