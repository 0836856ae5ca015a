import { cardRank, cardSuit } from '@pf/shared/inhouse/index';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMediaQuery } from '@/lib/use-media-query';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** Each suit drawn as a path in a 24 × 24 box, so no font glyph is needed. */
function SuitShape({ suit, x, y, size }: { suit: number; x: number; y: number; size: number }) {
  const s = size / 24;
  const at = `translate(${x - size / 2} ${y - size / 2}) scale(${s})`;
  switch (SUITS[suit]) {
    case 'hearts':
      return (
        <path
          transform={at}
          d="M12 21C12 21 2.5 15 2.5 8.8 2.5 5.6 5 3.5 7.6 3.5c1.9 0 3.4 1 4.4 2.6 1-1.6 2.5-2.6 4.4-2.6 2.6 0 5.1 2.1 5.1 5.3C21.5 15 12 21 12 21z"
        />
      );
    case 'diamonds':
      return <path transform={at} d="M12 2 20 12 12 22 4 12z" />;
    case 'clubs':
      return (
        <g transform={at}>
          <circle cx="12" cy="7" r="4.3" />
          <circle cx="7" cy="13.5" r="4.3" />
          <circle cx="17" cy="13.5" r="4.3" />
          <path d="M11 12h2l1.6 10H9.4z" />
        </g>
      );
    default:
      return (
        <path
          transform={at}
          d="M12 2C9.5 6 3 9.6 3 14c0 2.6 2 4.5 4.4 4.5 1.5 0 2.8-.7 3.6-1.8L9.6 22h4.8L13 16.7c.8 1.1 2.1 1.8 3.6 1.8 2.4 0 4.4-1.9 4.4-4.5C21 9.6 14.5 6 12 2z"
        />
      );
  }
}

/**
 * One card of a baccarat hand, drawn in SVG: rank in the corners, the suit as a shape in the
 * middle. A card dealt in play slides in after `order` earlier cards (a fraction of a second in
 * all, so the result never waits on it); nothing moves under reduced motion.
 */
export function PlayingCard({
  card,
  order = 0,
  animate = true,
}: {
  card: number;
  order?: number;
  animate?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<SVGSVGElement>(null);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const suit = cardSuit(card);
  const suitName = SUITS[suit] ?? 'spades';
  const rank = RANKS[cardRank(card)] ?? '';
  const red = suit === 1 || suit === 2;

  useEffect(() => {
    const el = ref.current;
    if (!el || !animate || reduced || typeof el.animate !== 'function') return;
    const motion = el.animate(
      [
        { opacity: 0, transform: 'translateY(-16px) rotate(-8deg)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 160, delay: order * 80, easing: 'ease-out', fill: 'backwards' },
    );
    return () => motion.cancel();
  }, [animate, reduced, order]);

  return (
    <svg
      ref={ref}
      viewBox="0 0 60 84"
      role="img"
      aria-label={t('inhouse.baccarat.card', {
        rank: t(`inhouse.baccarat.ranks.${rank}`, { defaultValue: rank }),
        suit: t(`inhouse.baccarat.suits.${suitName}`),
      })}
      data-card={card}
      className={cn(
        'h-14 w-10 shrink-0 drop-shadow sm:h-24 sm:w-[4.3rem]',
        red ? 'text-red-600' : 'text-slate-900',
      )}
    >
      <rect
        x="1"
        y="1"
        width="58"
        height="82"
        rx="6"
        className="fill-white stroke-slate-300"
        strokeWidth="1.5"
      />
      <g fill="currentColor">
        <text x="6" y="17" fontSize="14" fontWeight="800" fontFamily="system-ui, sans-serif">
          {rank}
        </text>
        <SuitShape suit={suit} x={11} y={26} size={10} />
        <SuitShape suit={suit} x={30} y={50} size={26} />
        <text
          x="54"
          y="77"
          fontSize="14"
          fontWeight="800"
          textAnchor="end"
          fontFamily="system-ui, sans-serif"
        >
          {rank}
        </text>
      </g>
    </svg>
  );
}
