// The games feature's menu surface for the app shell (header, side bar, game menu). Kept apart from
// index.ts so the shell's chunk does not pull in the lobby components and their carousel styles.
export { buildTopNav, type TopNavCode } from './model/game-categories';
export { useGameCategories, useVendorLanes } from './model/use-game-categories';
export { type GameMenuEntry, useGameMenu } from './model/use-game-menu';
