/**
 * The games the Pragmatic simulator lists in its getCasinoGames answer, with the fields Pragmatic's
 * game list carries. Symbols follow Pragmatic's naming (type prefix, paylines, name).
 */
export const PRAGMATIC_SIM_GAMES = [
  { gameID: 'vs20fruitsw', gameName: 'Sweet Bonanza', gameTypeID: 'vs', typeDescription: 'Video Slots' },
  { gameID: 'vs20olympgate', gameName: 'Gates of Olympus', gameTypeID: 'vs', typeDescription: 'Video Slots' },
  { gameID: 'vs25wolfgold', gameName: 'Wolf Gold', gameTypeID: 'vs', typeDescription: 'Video Slots' },
  { gameID: 'cs5moneyroll', gameName: 'Money Roll', gameTypeID: 'cs', typeDescription: 'Classic Slots' },
].map((g) => ({ ...g, technology: 'html5', technologyID: 'H5', platform: 'MOBILE,DOWNLOAD,WEB' }));

/** The merchant login (secureLogin) the demo merchant's Pragmatic connection uses against the simulator. */
export const PRAGMATIC_SIM_LOGIN = 'demo_sim';
export const PRAGMATIC_SIM_PROVIDER = 'PragmaticPlay';
