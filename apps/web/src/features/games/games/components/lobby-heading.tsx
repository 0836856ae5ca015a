import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

/** §2 lobby row title, with the list switches and search box beside it. */
export function LobbyHeading({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="me-auto flex items-center gap-2.5 text-xl font-extrabold text-fg sm:text-2xl">
        <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-accent to-accent-2 text-accent-fg">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h1>
      {children}
    </div>
  );
}
