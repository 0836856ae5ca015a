import type { BannerArt } from './banner-words.ts';

/** The colours of one demo banner (banner-art.ts). */
export interface Palette {
  from: string;
  to: string;
  glow: string;
  accent: string;
}

/**
 * Motifs drawn right of the headline (x 780-1160 of the 1200x400 banner), from fixed shapes and the
 * banner's palette only.
 */
export function giftMotif(p: Palette): string {
  // A gift with a ribbon.
  return `<rect x="860" y="150" width="200" height="160" rx="18" fill="${p.accent}"/><rect x="840" y="120" width="240" height="50" rx="14" fill="#ffffff"/><rect x="945" y="120" width="30" height="190" fill="${p.from}"/><circle cx="930" cy="105" r="26" fill="none" stroke="#ffffff" stroke-width="12"/><circle cx="990" cy="105" r="26" fill="none" stroke="#ffffff" stroke-width="12"/>`;
}

/** The motifs of the route groups' banners; null for the gift. */
export function pageMotif(art: BannerArt, p: Palette): string | null {
  switch (art) {
    case 'live-tables':
    case 'pvp-cards':
      // Two playing cards, a chip beside them.
      return `<g transform="rotate(-12 900 200)"><rect x="820" y="80" width="150" height="210" rx="16" fill="#ffffff"/><path d="M895 150 c-30 -40 -75 0 0 60 c75 -60 30 -100 0 -60 z" fill="${p.from}"/></g><g transform="rotate(10 1000 210)"><rect x="930" y="90" width="150" height="210" rx="16" fill="#ffffff" opacity="0.95"/><path d="M1005 140 l40 55 l-40 55 l-40 -55 z" fill="${p.accent}"/></g><circle cx="1110" cy="300" r="44" fill="${p.accent}"/><circle cx="1110" cy="300" r="30" fill="none" stroke="${p.from}" stroke-width="8" stroke-dasharray="12 8"/>`;
    case 'fish-hunt':
      // A fish and its bubbles.
      return `<path d="M830 200 c60 -90 190 -90 250 0 c-60 90 -190 90 -250 0 z" fill="${p.accent}"/><path d="M830 200 l-60 -55 v110 z" fill="${p.accent}" opacity="0.85"/><circle cx="1030" cy="185" r="14" fill="${p.from}"/><path d="M960 140 c20 40 20 80 0 120" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.6"/>${[0, 1, 2].map((i) => `<circle cx="${1110 + i * 12}" cy="${130 - i * 40}" r="${10 + i * 5}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`).join('')}`;
    case 'sports-match':
      // A football.
      return `<circle cx="960" cy="200" r="130" fill="#ffffff"/><path d="M960 150 l48 35 l-18 56 h-60 l-18 -56 z" fill="${p.to}"/>${[0, 72, 144, 216, 288].map((a) => `<path d="M960 200 L${Math.round(960 + 130 * Math.sin((a * Math.PI) / 180))} ${Math.round(200 - 130 * Math.cos((a * Math.PI) / 180))}" stroke="${p.to}" stroke-width="6" opacity="0.5"/>`).join('')}<circle cx="960" cy="200" r="130" fill="none" stroke="${p.accent}" stroke-width="10"/>`;
    case 'esports-arena':
      // A game controller.
      return `<path d="M840 170 c0 -40 30 -60 70 -60 h100 c40 0 70 20 70 60 l20 110 c5 35 -40 50 -60 20 l-30 -40 h-100 l-30 40 c-20 30 -65 15 -60 -20 z" fill="#ffffff"/><rect x="885" y="165" width="50" height="16" rx="6" fill="${p.from}"/><rect x="902" y="148" width="16" height="50" rx="6" fill="${p.from}"/><circle cx="1020" cy="160" r="13" fill="${p.accent}"/><circle cx="1050" cy="190" r="13" fill="${p.from}"/>`;
    case 'download-app':
      // A phone.
      return `<rect x="890" y="60" width="160" height="290" rx="28" fill="#ffffff"/><rect x="906" y="92" width="128" height="222" rx="10" fill="${p.from}"/><rect x="945" y="72" width="50" height="8" rx="4" fill="${p.to}"/><path d="M970 150 v90 m-35 -35 l35 35 l35 -35" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'promo-wheel':
      // A wheel of fortune.
      return `<g transform="translate(960 200)">${Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L${Math.round(140 * Math.cos((i * Math.PI) / 4))} ${Math.round(140 * Math.sin((i * Math.PI) / 4))} A140 140 0 0 1 ${Math.round(140 * Math.cos(((i + 1) * Math.PI) / 4))} ${Math.round(140 * Math.sin(((i + 1) * Math.PI) / 4))} Z" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="0.9"/>`).join('')}<circle r="30" fill="${p.from}"/><circle r="148" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.7"/><path d="M-16 -170 h32 l-16 34 z" fill="${p.accent}"/></g>`;
    case 'points-mall':
      // A shopping bag with a star.
      return `<path d="M850 140 h220 l-16 200 h-188 z" fill="${p.accent}"/><path d="M910 140 v-25 a50 50 0 0 1 100 0 v25" stroke="#ffffff" stroke-width="14" fill="none"/><path d="M960 195 l14 30 l32 4 l-24 22 l7 32 l-29 -16 l-29 16 l7 -32 l-24 -22 l32 -4 z" fill="${p.from}"/>`;
    case 'help-desk':
      // A speech bubble with a question mark.
      return `<path d="M840 110 h240 a30 30 0 0 1 30 30 v120 a30 30 0 0 1 -30 30 h-150 l-60 50 v-50 h-30 a30 30 0 0 1 -30 -30 v-120 a30 30 0 0 1 30 -30 z" fill="#ffffff"/><path d="M930 175 a30 30 0 1 1 45 26 c-10 6 -15 12 -15 24" stroke="${p.from}" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="960" cy="260" r="10" fill="${p.from}"/>`;
    case 'inhouse-originals':
      // A die.
      return `<g transform="rotate(-10 960 200)"><rect x="850" y="90" width="220" height="220" rx="36" fill="#ffffff"/>${[
        [900, 140],
        [1020, 140],
        [960, 200],
        [900, 260],
        [1020, 260],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="${p.from}"/>`)
        .join('')}</g>`;
    default:
      return null;
  }
}
