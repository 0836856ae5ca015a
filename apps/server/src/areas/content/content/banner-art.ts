import { giftMotif, type Palette, pageMotif } from './banner-page-motifs.ts';
import { emsOf, type SetText, setText } from './banner-text.ts';
import { BANNER_ART_WORDS, type BannerArt } from './banner-words.ts';

/**
 * The demo banners, drawn by the platform as SVG (1200x400): a deep gradient that reads on both
 * themes, soft light blobs, a motif per banner and the headline in the banner's language. They
 * are built from fixed words, never from input, and served with a locked-down policy.
 */
const PALETTES: Record<BannerArt, Palette> = {
  'home-welcome': { from: '#4c1d95', to: '#0f172a', glow: '#a78bfa', accent: '#fbbf24' },
  'home-lottery': { from: '#9f1239', to: '#1e1b4b', glow: '#fb7185', accent: '#fde047' },
  'home-fair': { from: '#065f46', to: '#0f172a', glow: '#34d399', accent: '#a7f3d0' },
  'lottery-draws': { from: '#b45309', to: '#1e1b4b', glow: '#fbbf24', accent: '#fef3c7' },
  'rng-slots': { from: '#1d4ed8', to: '#0f172a', glow: '#60a5fa', accent: '#f472b6' },
  'live-tables': { from: '#7f1d1d', to: '#0f172a', glow: '#f87171', accent: '#fcd34d' },
  'fish-hunt': { from: '#0369a1', to: '#082f49', glow: '#38bdf8', accent: '#fb923c' },
  'pvp-cards': { from: '#166534', to: '#052e16', glow: '#4ade80', accent: '#facc15' },
  'sports-match': { from: '#15803d', to: '#0f172a', glow: '#86efac', accent: '#fde047' },
  'esports-arena': { from: '#6b21a8', to: '#020617', glow: '#c084fc', accent: '#22d3ee' },
  'download-app': { from: '#0f766e', to: '#0f172a', glow: '#5eead4', accent: '#fbbf24' },
  'promo-wheel': { from: '#0e7490', to: '#1e1b4b', glow: '#67e8f9', accent: '#fde047' },
  'points-mall': { from: '#9d174d', to: '#1e1b4b', glow: '#f9a8d4', accent: '#fde68a' },
  'help-desk': { from: '#1e40af', to: '#0f172a', glow: '#93c5fd', accent: '#a7f3d0' },
  'register-gifts': { from: '#be123c', to: '#1e1b4b', glow: '#fda4af', accent: '#fde047' },
  'inhouse-originals': { from: '#047857', to: '#1e1b4b', glow: '#6ee7b7', accent: '#fef08a' },
};

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function motif(art: BannerArt, p: Palette): string {
  switch (art) {
    case 'home-lottery':
    case 'lottery-draws':
      // Lottery balls.
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 860 + (i % 3) * 110 + (i > 2 ? 55 : 0);
          const y = 140 + (i > 2 ? 120 : 0);
          return `<circle cx="${x}" cy="${y}" r="48" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="0.92"/><text x="${x}" y="${y + 14}" font-size="40" font-weight="800" text-anchor="middle" fill="${p.from}">${(i * 17 + 7) % 90}</text>`;
        })
        .join('');
    case 'home-fair':
      // A shield with a tick.
      return `<path d="M960 70 l130 50 v90 c0 80 -60 130 -130 160 c-70 -30 -130 -80 -130 -160 v-90 z" fill="#ffffff" opacity="0.14"/><path d="M905 215 l40 40 l80 -90" stroke="${p.accent}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'rng-slots':
      // Three reels.
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${820 + i * 115}" y="110" width="100" height="180" rx="22" fill="#ffffff" opacity="0.9"/><text x="${870 + i * 115}" y="228" font-size="76" font-weight="900" text-anchor="middle" fill="${i === 1 ? p.accent : p.from}">7</text>`,
        )
        .join('');
    default:
      return pageMotif(art, p) ?? giftMotif(p);
  }
}

/** Bold Latin runs about 0.7 em a character in the host's font, regular about 0.6. */
const BOLD_EM = 0.7;
const REGULAR_EM = 0.6;
const TAG_SIZE = 36;
const PILL = 46;
/** Sizes to try, largest first: 44 reads as 13 px on a phone, 38 as 11 px. */
const TITLE_SIZES = [68, 64, 60, 56, 52, 48, 44];
const LINE_SIZES = [44, 42, 40, 38];
/**
 * Where the words may go, top to bottom: clear of the edge above, and of the carousel's dots below
 * (their tops 24 px above a banner's foot, whose 117 px on a phone make the last 82 of these 400).
 */
const WORDS_TOP = 14;
const WORDS_BOTTOM = 306;

// A line's first baseline sits its ascent (about 0.8 em) below the space above it.
const titleHeight = (t: SetText) => t.size * (0.8 + (t.lines.length - 1) * 1.08 + 0.22);
const lineHeight = (l: SetText) => l.size * (0.8 + (l.lines.length - 1) * 1.22 + 0.25);
const blockHeight = (t: SetText, l: SetText) => PILL + 12 + titleHeight(t) + 10 + lineHeight(l);

/**
 * The headline in at most two lines and the line under it in at most three, as large as the
 * room allows: the line under the headline first (it is the smaller), then the headline.
 * Past the smallest sizes it takes the lines it needs.
 */
export function setWords(w: { title: string; line: string }): { title: SetText; line: SetText } {
  const smallest = {
    title: setText(w.title, TITLE_SIZES.at(-1) as number, BOLD_EM),
    line: setText(w.line, LINE_SIZES.at(-1) as number, REGULAR_EM),
  };
  for (const lineSize of LINE_SIZES) {
    const line = setText(w.line, lineSize, REGULAR_EM);
    if (line.lines.length > 3) continue;
    // The headline stays clearly the larger: at least 1.3 times the line under it.
    for (const titleSize of TITLE_SIZES.filter((size) => size >= lineSize * 1.3)) {
      const title = setText(w.title, titleSize, BOLD_EM);
      if (title.lines.length <= 2 && blockHeight(title, line) <= WORDS_BOTTOM - WORDS_TOP)
        return { title, line };
    }
  }
  return smallest;
}

/**
 * The words, stacked from the tag down and centred in their room: the tag in its pill, the
 * headline and the line under it.
 */
function words(w: { tag: string; title: string; line: string }): string {
  const tag = w.tag.toUpperCase();
  const { title, line } = setWords(w);
  const parts: string[] = [];
  const pill = Math.round(emsOf(tag, 0.74) * TAG_SIZE + tag.length * 2 + 44);
  parts.push(
    `<rect x="72" y="0" width="${pill}" height="${PILL}" rx="${PILL / 2}" fill="#ffffff" fill-opacity="0.16"/>`,
    `<text x="94" y="35" font-size="${TAG_SIZE}" font-weight="700" letter-spacing="2">${xml(tag)}</text>`,
  );
  let y = PILL + 12;
  title.lines.forEach((text, i) => {
    y += Math.round(title.size * (i === 0 ? 0.8 : 1.08));
    parts.push(`<text x="72" y="${y}" font-size="${title.size}" font-weight="900">${xml(text)}</text>`);
  });
  y += Math.round(title.size * 0.22) + 10;
  line.lines.forEach((text, i) => {
    y += Math.round(line.size * (i === 0 ? 0.8 : 1.22));
    parts.push(`<text x="72" y="${y}" font-size="${line.size}" fill-opacity="0.88">${xml(text)}</text>`);
  });
  y += Math.round(line.size * 0.25);
  const top = Math.max(WORDS_TOP, WORDS_TOP + Math.floor((WORDS_BOTTOM - WORDS_TOP - y) / 2));
  return `<g transform="translate(0 ${top})" data-height="${y}">${parts.join('')}</g>`;
}

export function bannerSvg(art: BannerArt, language: string): string {
  const p = PALETTES[art];
  const w = BANNER_ART_WORDS[art][language] ?? BANNER_ART_WORDS[art].EN;
  const font = "'Inter','Segoe UI','Noto Sans','Noto Sans Thai','Noto Sans SC',sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${xml(w.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="l" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1010" cy="60" r="300" fill="url(#l)"/><circle cx="380" cy="420" r="260" fill="url(#l)" opacity="0.6"/>
${motif(art, p)}
<g font-family="${font}" fill="#ffffff">${words(w)}</g></svg>`;
}

/** 'builtin:<art>:<lang>' keys name drawn art; anything else is a blob-storage key. */
export function parseBuiltinKey(key: string): { art: BannerArt; language: string } | null {
  const m = /^builtin:([a-z-]+):([A-Z]{2,3})$/.exec(key);
  if (!m?.[1] || !m[2] || !(m[1] in BANNER_ART_WORDS)) return null;
  return { art: m[1] as BannerArt, language: m[2] };
}
