import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type MemberCentreKey, useMemberCentreStore } from '@/lib/member-centre-store';
import { useSessionStore } from '@/lib/session-store';
import type { CentreBadges, CentreHidden, CentrePages } from '../centre-pages';
import { entryOf, MEMBER_CENTRE_ENTRIES, type MemberCentreEntry } from '../registry';
import { CentrePageFrame } from './centre-page-frame';
import { CentrePlaceholder } from './centre-placeholder';

function useVisibleEntries(hidden: CentreHidden): readonly MemberCentreEntry[] {
  const toUpline = useSessionStore((s) => s.profile?.toUpline ?? false);
  return MEMBER_CENTRE_ENTRIES.filter((e) => !hidden.includes(e.key) && (!e.shows || e.shows({ toUpline })));
}

function MenuButton({
  entry,
  active,
  hasPage,
  compact,
  badge = 0,
  onPick,
}: {
  entry: MemberCentreEntry;
  active: boolean;
  hasPage: boolean;
  compact?: boolean;
  badge?: number;
  onPick: (key: MemberCentreKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid={`${compact ? 'centre-chip' : 'centre-item'}-${entry.key}`}
      aria-current={active ? 'page' : undefined}
      onClick={() => onPick(entry.key)}
      className={cn(
        'flex items-center gap-3 text-sm font-medium transition',
        compact
          ? 'shrink-0 rounded-full border px-3.5 py-1.5 text-xs'
          : 'w-full rounded-xl px-3 py-2.5 text-start',
        active
          ? compact
            ? 'border-accent bg-accent/15 text-fg'
            : 'bg-linear-to-r from-accent/20 to-transparent text-fg shadow-[inset_3px_0_0_var(--accent)]'
          : compact
            ? 'border-line text-muted hover:text-fg'
            : 'text-muted hover:bg-surface-2 hover:text-fg',
      )}
    >
      <Icon name={entry.icon} className={cn(compact ? 'size-3.5' : 'size-4', active && 'text-accent')} />
      <span className="truncate">{t(`wallet.centre.menu.${entry.key}`)}</span>
      {badge > 0 ? (
        <span
          data-testid={`centre-badge-${entry.key}`}
          className="ms-auto grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white"
        >
          <span aria-hidden="true">{badge > 99 ? '99+' : badge}</span>
          <span className="sr-only">
            {entry.key === 'missionLeaderboard'
              ? t('missions.badge', { count: badge })
              : t('wallet.centre.unread', { count: badge })}
          </span>
        </span>
      ) : !hasPage && !compact ? (
        <span className="ms-auto size-1.5 rounded-full bg-muted/40" />
      ) : null}
    </button>
  );
}

/** The menu's entries, as a column (desktop) or a strip of chips (`compact`, phones). */
function CentreMenu({
  entries,
  page,
  pages,
  badges,
  compact,
  onPick,
}: {
  entries: readonly MemberCentreEntry[];
  page: MemberCentreKey;
  pages: CentrePages;
  badges: CentreBadges;
  compact?: boolean;
  onPick: (key: MemberCentreKey) => void;
}) {
  return entries.map((e) => (
    <MenuButton
      key={e.key}
      entry={e}
      active={e.key === page}
      hasPage={!!pages[e.key]}
      badge={badges[e.key]}
      compact={compact}
      onPick={onPick}
    />
  ));
}

/**
 * §2 Member centre (Personal Center panel): a panel with a close button and a menu; clicking an
 * item selects its page. Desktop shows the menu as a column; phones get a full-screen panel with
 * the menu as a scrolling strip of chips. Loaded and mounted by `MemberCentreHost` while a page is open.
 */
export function MemberCentrePanel({
  pages,
  badges,
  hidden,
}: {
  pages: CentrePages;
  badges: CentreBadges;
  hidden: CentreHidden;
}) {
  const { t } = useTranslation();
  const page = useMemberCentreStore((s) => s.page);
  const open = useMemberCentreStore((s) => s.open);
  const close = useMemberCentreStore((s) => s.close);
  const token = useSessionStore((s) => s.token);
  const nickname = useSessionStore((s) => s.profile?.nickname ?? '');
  const entries = useVisibleEntries(hidden);
  const panel = useRef<HTMLDivElement>(null);
  const chips = useRef<HTMLDivElement>(null);
  const isOpen = page !== null;

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the panel (an alert, the password change) answers Escape itself.
      const modals = document.querySelectorAll('[aria-modal="true"]');
      if (event.key === 'Escape' && modals[modals.length - 1] === panel.current) close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [isOpen, close]);

  // Keep the chosen chip in view on phones.
  useEffect(() => {
    if (page === null) return;
    chips.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [page]);

  if (page === null || token === null) return null;
  const entry = entryOf(page);
  const title = t(`wallet.centre.menu.${page}`);
  const Page = pages[page];

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-stretch justify-center lg:items-center lg:p-6">
      <button
        type="button"
        aria-label={t('dialog.close')}
        tabIndex={-1}
        className="fixed inset-0 bg-black/60 backdrop-blur-sm"
        onClick={close}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('wallet.centre.title')}
        tabIndex={-1}
        data-testid="member-centre-dialog"
        data-page={page}
        className="relative flex h-dvh w-full flex-col overflow-hidden bg-bg text-fg shadow-card outline-none lg:h-[min(780px,92dvh)] lg:max-w-6xl lg:flex-row lg:rounded-3xl lg:border lg:border-line"
      >
        <aside className="hidden w-64 shrink-0 flex-col border-e border-line bg-surface lg:flex">
          <div className="border-b border-line px-5 py-5">
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">
              {t('wallet.centre.title')}
            </p>
            <p className="mt-1 truncate text-lg font-bold">{nickname}</p>
          </div>
          <nav aria-label={t('wallet.centre.title')} className="flex-1 space-y-0.5 overflow-y-auto p-3">
            <CentreMenu entries={entries} page={page} pages={pages} badges={badges} onPick={open} />
          </nav>
        </aside>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-4 lg:h-16 lg:px-6">
            <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent">
              <Icon name={entry?.icon ?? 'user'} className="size-4" />
            </span>
            <h2
              data-testid="member-centre-title"
              className="min-w-0 flex-1 truncate text-base font-bold lg:text-lg"
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('dialog.close')}
              data-testid="member-centre-close"
              className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <Icon name="close" className="size-5" />
            </button>
          </header>
          <nav
            ref={chips}
            aria-label={t('wallet.centre.title')}
            className="flex shrink-0 gap-2 overflow-x-auto border-b border-line bg-surface px-3 py-2.5 lg:hidden"
          >
            <CentreMenu entries={entries} page={page} pages={pages} badges={badges} compact onPick={open} />
          </nav>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
            <CentrePageFrame key={page}>
              {Page ? <Page /> : <CentrePlaceholder title={title} icon={entry?.icon ?? 'sparkles'} />}
            </CentrePageFrame>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
