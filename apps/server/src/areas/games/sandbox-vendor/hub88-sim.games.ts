/**
 * The games the Hub88 simulator lists in its game/list answer, with the fields Hub88's list
 * carries. Codes follow Hub88's form (the supplier's prefix, then the game); the studio and its
 * games are made up for the simulator.
 */
export const HUB88_SIM_GAMES = [
  { game_code: 'sbx_lanternfortune', name: 'Lantern Fortune', category: 'Video Slots' },
  { game_code: 'sbx_jadetiger', name: 'Jade Tiger', category: 'Video Slots' },
  { game_code: 'sbx_neonfruits', name: 'Neon Fruits', category: 'Video Slots' },
  { game_code: 'sbx_goldenkoi', name: 'Golden Koi', category: 'Video Slots' },
].map((g) => ({
  ...g,
  product: 'Sandbox Studio',
  enabled: true,
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
  freebet_support: false,
  url_thumb: null,
  url_background: null,
}));

/** The operator id and sub-partner the demo merchant's Hub88 connection uses against the simulator. */
export const HUB88_SIM_OPERATOR_ID = '8801';
export const HUB88_SIM_SUB_PARTNER = 'demo-brand';
