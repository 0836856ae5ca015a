import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from '../staff-context';
import { useBrandLabel } from './brand-switcher';

/**
 * Who is signed in (name, roles, brand) and what is theirs alone: their sessions. On a tablet the
 * button shrinks to the name's first letter, the menu says the rest.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const staff = useStaff();
  const brand = useBrandLabel(staff);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const roles = staff.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ');
  useEffect(() => {
    if (!open) return;
    // A click anywhere else or Escape closes the menu, as a menu of the system would.
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <span ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('staff.menu.label', { username: staff.username })}
        onClick={() => setOpen(!open)}
        className="flex h-9 items-center gap-2 rounded-md border border-line px-2 text-left text-sm hover:bg-surface-2"
      >
        <span
          aria-hidden
          className="grid size-6 place-items-center rounded-full bg-accent text-xs font-semibold uppercase text-accent-fg"
        >
          {staff.username.slice(0, 1)}
        </span>
        <span className="hidden leading-tight lg:block">
          <span className="block font-medium">{staff.username}</span>
          <span className="block max-w-56 truncate text-xs text-muted">
            {roles} · {brand}
          </span>
        </span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('staff.menu.label', { username: staff.username })}
          className="absolute right-0 top-11 z-40 flex w-64 flex-col gap-1 rounded-lg border border-line bg-surface p-2 text-sm shadow-xl"
        >
          <p className="px-2 py-1 leading-tight">
            <span className="block font-medium">{staff.username}</span>
            <span className="block text-xs text-muted">
              {roles} · {brand}
            </span>
          </p>
          <Link
            role="menuitem"
            to="/my-sessions"
            onClick={() => setOpen(false)}
            className="rounded-md px-2 py-1.5 hover:bg-surface-2"
          >
            {t('staff.menu.mySessions')}
          </Link>
        </div>
      ) : null}
    </span>
  );
}
