import { type FormEvent, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** §2 search by game name. §5: the text is trimmed; an empty search clears the results. */
export function SearchBox({
  value,
  onSearch,
  className,
}: {
  value: string;
  onSearch: (gameName: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark must also submit, so it stays a form with the search role
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor="game-search" className="sr-only">
        {t('games.searchLabel')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id="game-search"
        data-testid="game-search"
        type="search"
        value={text}
        maxLength={64}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('games.searchPlaceholder')}
        className="h-10 w-full rounded-xl border border-line bg-surface pe-20 ps-9 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1 end-1 h-8 rounded-lg bg-linear-to-r from-accent to-accent-2 px-3 text-xs font-semibold text-accent-fg"
      >
        {t('games.search')}
      </button>
    </form>
  );
}
