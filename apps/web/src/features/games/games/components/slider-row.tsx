import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { whenIdle } from '@/lib/when-idle';

interface SliderRowProps {
  id: string;
  icon: IconName;
  title: string;
  /** Where 'see more' goes; none for rows without a lobby. */
  moreTo?: string;
  slides: readonly { key: string; node: ReactNode }[];
  /** Loading / empty / error content shown instead of the slides. */
  fallback?: ReactNode;
  slideClassName?: string;
}

/** Enough tiles to fill the widest row (1200 px at 160 px a tile plus the 27 px gap). */
const FIRST_SLIDES = 7;

/**
 * Whether a row builds all its slides yet. A phone sees three tiles of twenty; the rest are built
 * once the browser is idle (each row in a task of its own) or as soon as the visitor reaches for
 * the row, so the first render of home is not twenty tiles a row. Without IntersectionObserver
 * (tests, old browsers) everything is built at once, as with the page's other deferred parts.
 */
function useAllSlides(count: number): [boolean, () => void] {
  const [all, setAll] = useState(() => typeof IntersectionObserver === 'undefined');
  const needed = !all && count > FIRST_SLIDES;
  useEffect(() => (needed ? whenIdle(() => setAll(true)) : undefined), [needed]);
  return [all || !needed, () => setAll(true)];
}

/**
 * §2 home row: a title, a see-more button and a sideways slider of tiles (§9 spacing 27, auto
 * width). The slider is the browser's own sideways scrolling with snap points: a finger or a
 * trackpad moves it as freely as a free-mode carousel, and a page of ten rows costs no carousel
 * set-up (which measured every slide of every row while the first screen was being drawn).
 */
export function SliderRow({ id, icon, title, moreTo, slides, fallback, slideClassName }: SliderRowProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [all, buildAll] = useAllSlides(slides.length);
  const shown = all ? slides : slides.slice(0, FIRST_SLIDES);
  // The arrows move by most of a screen's width, keeping one tile in view for context.
  const page = (direction: 1 | -1) => {
    buildAll();
    const el = track.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 1), behavior: 'smooth' });
  };
  const arrow =
    'hidden size-8 place-items-center rounded-lg border border-line text-muted transition hover:border-accent hover:text-fg sm:grid';
  return (
    // Rows below the fold are laid out and painted only when they come near the screen; the
    // intrinsic size keeps the page's height (and the scroll bar) steady meanwhile.
    <section
      data-testid={`home-row-${id}`}
      aria-labelledby={`row-${id}`}
      className="space-y-3 [contain-intrinsic-size:auto_280px] [content-visibility:auto]"
    >
      <div className="flex items-center gap-2">
        <h2 id={`row-${id}`} className="me-auto flex items-center gap-2 text-lg font-bold text-fg">
          <Icon name={icon} className="size-5 text-accent" />
          {title}
        </h2>
        {fallback ? null : (
          <>
            <button type="button" aria-label={t('games.previous')} className={arrow} onClick={() => page(-1)}>
              <Icon name="chevronLeft" className="size-4" />
            </button>
            <button type="button" aria-label={t('games.next')} className={arrow} onClick={() => page(1)}>
              <Icon name="chevronRight" className="size-4" />
            </button>
          </>
        )}
        {moreTo ? (
          <LinkButton to={moreTo} variant="outline" size="sm" data-testid={`see-more-${id}`}>
            {t('games.seeMore')}
            {/* Names the row for screen readers and search engines: ten links all saying "see more" tell them nothing. */}
            <span className="sr-only"> {title}</span>
          </LinkButton>
        ) : null}
      </div>
      {fallback ?? (
        <div
          ref={track}
          onScroll={all ? undefined : buildAll}
          onPointerEnter={all ? undefined : buildAll}
          onFocusCapture={all ? undefined : buildAll}
          className="flex snap-x snap-mandatory gap-[27px] overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {shown.map((s) => (
            <div key={s.key} className={cn('shrink-0 snap-start', slideClassName ?? 'w-32 sm:w-40')}>
              {s.node}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
