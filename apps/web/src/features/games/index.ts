// The games feature's public surface: home's game blocks and the game launch. The shell's menus
// use ./menu, which stays light.
export { HomeGameBlocks } from './components/home-game-blocks';
export { useGameLauncher } from './model/use-game-launcher';
export { lobbyPath, useVendorClick } from './model/use-vendor-click';
