/**
 * Artwork of the demo promotions, drawn by the platform as SVG (1200x600): a deep gradient that
 * reads on both themes, soft light, a motif and one large figure. It carries no words, so one
 * image serves every language; the title is set by the page. Built from fixed values, never
 * from input, and served by the content image call with its locked-down policy.
 */
export const PROMO_ARTS = {
  welcome: { from: '#6d28d9', to: '#0f172a', glow: '#c4b5fd', accent: '#fbbf24', figure: '100%' },
  signup: { from: '#be185d', to: '#1e1b4b', glow: '#f9a8d4', accent: '#fde047', figure: '1000' },
  reload: { from: '#047857', to: '#0f172a', glow: '#6ee7b7', accent: '#fde68a', figure: '+20%' },
  cashback: { from: '#1d4ed8', to: '#0b1120', glow: '#93c5fd', accent: '#f472b6', figure: '10%' },
  vip: { from: '#a16207', to: '#1c1917', glow: '#fde68a', accent: '#fef3c7', figure: 'VIP' },
  jackpot: { from: '#b91c1c', to: '#1e1b4b', glow: '#fca5a5', accent: '#fde047', figure: '×2' },
  // The wheel's prize is a surprise; the big win's figure is the multiple a win must reach.
  wheel: { from: '#0e7490', to: '#1e1b4b', glow: '#67e8f9', accent: '#fde047', figure: '?' },
  bigwin: { from: '#c2410c', to: '#1c1917', glow: '#fdba74', accent: '#fef08a', figure: '50×' },
} as const;
export type PromoArt = keyof typeof PROMO_ARTS;
type Palette = (typeof PROMO_ARTS)[PromoArt];

function motif(art: PromoArt, p: Palette): string {
  switch (art) {
    case 'signup':
    case 'jackpot':
    case 'wheel':
      // A wheel of fortune.
      return `<g transform="translate(900 300)">${Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L${Math.round(190 * Math.cos((i * Math.PI) / 4))} ${Math.round(190 * Math.sin((i * Math.PI) / 4))} A190 190 0 0 1 ${Math.round(190 * Math.cos(((i + 1) * Math.PI) / 4))} ${Math.round(190 * Math.sin(((i + 1) * Math.PI) / 4))} Z" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="${i % 2 ? 0.9 : 0.85}"/>`).join('')}<circle r="40" fill="${p.from}"/><circle r="200" fill="none" stroke="#ffffff" stroke-width="12" opacity="0.7"/></g>`;
    case 'reload':
    case 'cashback':
      // A stack of coins.
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="900" cy="${450 - i * 52}" rx="150" ry="46" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="0.92"/><ellipse cx="900" cy="${438 - i * 52}" rx="120" ry="30" fill="none" stroke="${p.from}" stroke-width="6" opacity="0.5"/>`,
        )
        .join('');
    case 'vip':
      // A crown.
      return `<path d="M730 420 L760 190 L850 300 L900 160 L950 300 L1040 190 L1070 420 Z" fill="${p.accent}" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/><rect x="730" y="420" width="340" height="46" rx="12" fill="#ffffff"/><circle cx="900" cy="150" r="22" fill="#ffffff"/>`;
    case 'bigwin':
      // A trophy.
      return `<path d="M790 170 h220 v40 c0 90 -50 150 -110 160 c-60 -10 -110 -70 -110 -160 z" fill="${p.accent}" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/><path d="M790 200 h-50 c0 60 30 90 70 95 M1010 200 h50 c0 60 -30 90 -70 95" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/><rect x="880" y="370" width="40" height="50" fill="#ffffff"/><rect x="820" y="420" width="160" height="36" rx="10" fill="#ffffff"/>`;
    default:
      // A gift with a ribbon.
      return `<rect x="780" y="250" width="240" height="200" rx="20" fill="${p.accent}"/><rect x="755" y="210" width="290" height="60" rx="16" fill="#ffffff"/><rect x="885" y="210" width="34" height="240" fill="${p.from}"/><circle cx="865" cy="190" r="32" fill="none" stroke="#ffffff" stroke-width="14"/><circle cx="937" cy="190" r="32" fill="none" stroke="#ffffff" stroke-width="14"/>`;
  }
}

export function promoSvg(art: PromoArt): string {
  const p = PROMO_ARTS[art];
  const font = "'Inter','Segoe UI','Noto Sans',sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="l" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>
<circle cx="920" cy="260" r="360" fill="url(#l)"/><circle cx="200" cy="640" r="300" fill="url(#l)" opacity="0.5"/>
<g fill="#ffffff" opacity="0.12">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${80 + i * 95}" cy="${70 + (i % 2) * 40}" r="${6 + (i % 3) * 4}"/>`).join('')}</g>
${motif(art, p)}
<text x="80" y="380" font-family="${font}" font-size="200" font-weight="900" fill="#ffffff" letter-spacing="-6">${p.figure}</text>
<rect x="86" y="430" width="120" height="14" rx="7" fill="${p.accent}"/>
</svg>`;
}

/** 'builtin:promo-<art>' names drawn promotion art in the content images. */
export const promoArtKey = (art: PromoArt) => `builtin:promo-${art}`;

export function parsePromoArtKey(key: string): PromoArt | null {
  const m = /^builtin:promo-([a-z]+)$/.exec(key);
  return m?.[1] && m[1] in PROMO_ARTS ? (m[1] as PromoArt) : null;
}
