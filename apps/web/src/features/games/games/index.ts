// The games feature's public surface: home's game blocks and game menu, the game list query and the
// game launch.
// The shell's menus use ./menu, which stays light; other features take the menu hook from here.
export { gamePageQueryOptions } from './api/game-list';
export { GameMenu } from './components/game-menu';
export { HomeGameBlocks } from './components/home-game-blocks';
export { type Launchable, useGameLauncher } from './model/use-game-launcher';
export { type GameMenuEntry, useGameMenu } from './model/use-game-menu';
export { lobbyPath, useVendorClick } from './model/use-vendor-click';
