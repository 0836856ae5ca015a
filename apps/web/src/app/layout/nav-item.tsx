import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

interface NavItemProps {
  icon: IconName;
  label: string;
  mini: boolean;
  /** A route to go to; without it the item is a button running `onClick`. */
  to?: string;
  onClick?: () => void;
  trailing?: ReactNode;
}

const base = 'group relative flex items-center gap-3 rounded-xl text-sm font-medium transition';

/** One side-bar row. In mini mode only the icon shows and the label becomes its tooltip. */
export function NavItem({ icon, label, mini, to, onClick, trailing }: NavItemProps) {
  const body = (active: boolean) => (
    <>
      {active ? (
        <span className="absolute top-1.5 bottom-1.5 -start-3 w-1 rounded-e-full bg-linear-to-b from-accent to-accent-2" />
      ) : null}
      <span
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-lg transition',
          active
            ? 'bg-linear-to-br from-accent to-accent-2 text-accent-fg'
            : 'bg-surface-2 group-hover:text-accent',
        )}
      >
        <Icon name={icon} className="size-4" />
      </span>
      {mini ? null : <span className="flex-1 truncate">{label}</span>}
      {mini ? null : trailing}
    </>
  );
  const cls = (active: boolean) =>
    cn(base, mini ? 'justify-center p-1' : 'px-2 py-0.5', active ? 'text-fg' : 'text-muted hover:text-fg');

  if (to) {
    return (
      <NavLink
        to={to}
        end
        title={mini ? label : undefined}
        aria-label={mini ? label : undefined}
        className={({ isActive }) => cls(isActive)}
      >
        {({ isActive }) => body(isActive)}
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      title={mini ? label : undefined}
      aria-label={mini ? label : undefined}
      className={cn(cls(false), 'w-full text-start')}
    >
      {body(false)}
    </button>
  );
}
