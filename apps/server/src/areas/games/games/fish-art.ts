/**
 * The sea creatures the platform draws: the fishing games' tiles show them, and the sandbox
 * studio's fish-shooting fields swim them.
 */
export type FishSpecies = 'clownfish' | 'angelfish' | 'pufferfish' | 'turtle' | 'shark' | 'dragon';

/** Each species drawn facing right in a 60 × 40 box (the shapes reach a little past it: viewBox -8 -2 76 44). */
export const FISH_ART: Readonly<Record<FishSpecies, string>> = {
  clownfish:
    '<path d="M8 20C14 8 36 6 46 20C36 34 14 32 8 20Z" fill="#ff7b00"/><path d="M46 20L58 10V30Z" fill="#ff7b00"/>' +
    '<path d="M20 9V31M32 8V32" stroke="#fff" stroke-width="4"/><circle cx="40" cy="17" r="2.5" fill="#111"/>',
  angelfish:
    '<path d="M10 20L30 2L50 20L30 38Z" fill="#ffd60a"/><path d="M10 20L2 12V28Z" fill="#4cc9f0"/>' +
    '<path d="M22 10V30M34 8V32" stroke="#4361ee" stroke-width="3"/><circle cx="42" cy="18" r="2.5" fill="#111"/>',
  pufferfish:
    '<circle cx="28" cy="20" r="15" fill="#f9c74f"/><path d="M13 20L4 12V28Z" fill="#f9c74f"/>' +
    '<path d="M28 3V8M40 7L37 11M44 20H40M40 33L37 29M28 37V32M16 33L19 29M16 7L19 11" stroke="#b5838d" stroke-width="2"/>' +
    '<circle cx="35" cy="16" r="3" fill="#111"/><circle cx="28" cy="26" r="4" fill="#fff5"/>',
  turtle:
    '<ellipse cx="28" cy="20" rx="17" ry="12" fill="#2a9d8f"/><path d="M16 14L28 10L40 14L40 26L28 30L16 26Z" fill="#52b788"/>' +
    '<circle cx="50" cy="18" r="6" fill="#95d5b2"/><path d="M20 30L14 38M36 30L42 38M20 10L14 3M36 10L42 3" stroke="#95d5b2" stroke-width="5" stroke-linecap="round"/>' +
    '<circle cx="52" cy="16" r="1.5" fill="#111"/>',
  shark:
    '<path d="M2 22C14 10 40 8 58 22C40 32 14 32 2 22Z" fill="#8d99ae"/><path d="M26 12L34 0L38 13Z" fill="#6c7a91"/>' +
    '<path d="M2 22L-6 10M2 22L-6 32" stroke="#8d99ae" stroke-width="5"/><path d="M14 25C30 30 44 28 56 23" stroke="#edf2f4" stroke-width="3" fill="none"/>' +
    '<circle cx="48" cy="18" r="2" fill="#111"/>',
  dragon:
    '<path d="M2 24C12 12 20 30 30 18C38 8 46 16 56 14" stroke="#ffd166" stroke-width="9" fill="none" stroke-linecap="round"/>' +
    '<path d="M10 16L14 8L18 17M24 22L28 14L32 22M38 12L42 4L46 13" fill="#ef476f"/><circle cx="56" cy="14" r="6" fill="#ffd166"/>' +
    '<circle cx="58" cy="12" r="1.8" fill="#111"/><path d="M60 16L66 20" stroke="#ef476f" stroke-width="2"/>',
};
