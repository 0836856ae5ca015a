import type { Announcement } from '@pf/shared';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

interface Props {
  item: Announcement;
  expanded: boolean;
  onToggle: () => void;
  locale: string;
}

/** One announcement: its title and date as a disclosure button, its text below when open. */
export function AnnouncementItem({ item, expanded, onToggle, locale }: Props) {
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  // Opened from the ticker: bring that notice into view.
  useEffect(() => {
    if (expanded) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);
  return (
    <li
      ref={ref}
      className={cn(
        'rounded-xl border transition',
        expanded ? 'border-accent bg-accent/5' : 'border-line bg-surface-2',
      )}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 px-4 py-3 text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-fg">{item.title}</span>
          <span className="block text-xs text-muted">{formatDateTime(item.publishedAt, locale)}</span>
        </span>
        <Icon name="list" className={cn('size-4 shrink-0 text-muted', expanded && 'text-accent')} />
      </button>
      {expanded ? (
        <section
          id={panelId}
          aria-label={item.title}
          className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-fg/90"
        >
          {item.content}
        </section>
      ) : null}
    </li>
  );
}
