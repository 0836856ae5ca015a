/**
 * Drawn pictures for the demo rewards: flat SVG with no text (names are shown beside them in the
 * member's language) and nothing that can run. Stored as `builtin:<art>` so a fresh database needs
 * no upload.
 */
export const REWARD_ARTS = ['earbuds', 'watch', 'voucher', 'mouse', 'powerbank', 'coffee'] as const;
export type RewardArt = (typeof REWARD_ARTS)[number];

const PALETTE: Record<RewardArt, [string, string]> = {
  earbuds: ['#1e3a8a', '#38bdf8'],
  watch: ['#312e81', '#a78bfa'],
  voucher: ['#7c2d12', '#fb923c'],
  mouse: ['#064e3b', '#34d399'],
  powerbank: ['#1f2937', '#facc15'],
  coffee: ['#451a03', '#d97706'],
};

const SHAPES: Record<RewardArt, string> = {
  earbuds:
    '<path d="M110 90a30 30 0 1 1 0 60h-6v40a10 10 0 0 1-20 0v-70a30 30 0 0 1 26-30z" fill="#fff"/>' +
    '<path d="M210 90a30 30 0 1 0 0 60h6v40a10 10 0 0 0 20 0v-70a30 30 0 0 0-26-30z" fill="#fff" opacity=".85"/>',
  watch:
    '<rect x="135" y="40" width="50" height="160" rx="14" fill="#fff" opacity=".5"/>' +
    '<circle cx="160" cy="120" r="52" fill="#fff"/><circle cx="160" cy="120" r="42" fill="#111827"/>' +
    '<path d="M160 120V92M160 120l20 12" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  voucher:
    '<path d="M70 80h180v30a14 14 0 0 0 0 28v30H70v-30a14 14 0 0 0 0-28z" fill="#fff"/>' +
    '<path d="M125 90v72" stroke="#fb923c" stroke-width="4" stroke-dasharray="8 6"/>' +
    '<circle cx="185" cy="124" r="22" fill="#fb923c"/>',
  mouse:
    '<rect x="120" y="50" width="80" height="140" rx="40" fill="#fff"/>' +
    '<path d="M160 50v50M120 100h80" stroke="#064e3b" stroke-width="5"/>' +
    '<rect x="154" y="64" width="12" height="24" rx="6" fill="#34d399"/>',
  powerbank:
    '<rect x="110" y="45" width="100" height="150" rx="16" fill="#fff"/>' +
    '<path d="M168 80l-30 48h22l-8 40 32-52h-22z" fill="#facc15"/>',
  coffee:
    '<path d="M100 90h110l-12 100a14 14 0 0 1-14 12h-58a14 14 0 0 1-14-12z" fill="#fff"/>' +
    '<path d="M210 110h14a20 20 0 0 1 0 40h-18" stroke="#fff" stroke-width="10" fill="none"/>' +
    '<path d="M130 50c-8 12 8 18 0 30M160 44c-8 12 8 18 0 30M190 50c-8 12 8 18 0 30" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>',
};

export function rewardSvg(art: RewardArt): string {
  const [from, to] = PALETTE[art];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>${SHAPES[art]}</svg>`
  );
}

export const builtinKey = (art: RewardArt) => `builtin:${art}`;

export function parseBuiltin(key: string): RewardArt | null {
  const art = key.startsWith('builtin:') ? key.slice('builtin:'.length) : '';
  return (REWARD_ARTS as readonly string[]).includes(art) ? (art as RewardArt) : null;
}
