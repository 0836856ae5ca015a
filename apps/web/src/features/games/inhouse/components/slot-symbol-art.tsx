import type { SlotSymbol } from '@pf/shared/inhouse/index';
import type { ReactNode } from 'react';

/**
 * Drawn faces of the slot symbols (40 × 40), one flat style on the tile's gradient: shapes, not
 * text characters, so they look the same on every system font.
 */
const ART: Record<SlotSymbol, ReactNode> = {
  W: (
    <>
      <path d="M6 30 L9 12 L16 20 L20 8 L24 20 L31 12 L34 30 Z" fill="#fff" />
      <rect x="6" y="30" width="28" height="4" rx="1.5" fill="#fde68a" />
    </>
  ),
  S: <path d="M20 3 L25 15 L38 15 L28 23 L32 36 L20 28 L8 36 L12 23 L2 15 L15 15 Z" fill="#fff" />,
  '7': <path d="M8 6 H33 L19 36 H10 L23 14 H8 Z" fill="#fff" />,
  B: (
    <>
      <rect x="5" y="9" width="30" height="9" rx="3" fill="#fff" />
      <rect x="5" y="22" width="30" height="9" rx="3" fill="#fff" opacity=".8" />
    </>
  ),
  L: (
    <>
      <path d="M20 5 C11 5 10 17 9 28 H31 C30 17 29 5 20 5 Z" fill="#fff" />
      <circle cx="20" cy="32" r="4" fill="#fff" />
    </>
  ),
  G: (
    <>
      {[
        [14, 14],
        [22, 14],
        [30, 14],
        [18, 21],
        [26, 21],
        [22, 28],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="5" fill="#fff" />
      ))}
      <path d="M22 9 L25 3" stroke="#fff" strokeWidth="2.5" />
    </>
  ),
  O: (
    <>
      <circle cx="20" cy="22" r="13" fill="#fff" />
      <path d="M20 9 C22 5 27 4 30 6 C27 9 23 10 20 9 Z" fill="#bef264" />
    </>
  ),
  M: <path d="M4 21 C8 9 32 9 36 21 C32 33 8 33 4 21 Z" fill="#fff" />,
  C: (
    <>
      <path d="M13 25 Q17 8 30 5 M27 27 Q25 14 30 5" stroke="#fff" strokeWidth="2.5" fill="none" />
      <circle cx="13" cy="29" r="7" fill="#fff" />
      <circle cx="27" cy="30" r="7" fill="#fff" />
    </>
  ),
};

export function SlotSymbolArt({ symbol, className }: { symbol: SlotSymbol; className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      {ART[symbol]}
    </svg>
  );
}
