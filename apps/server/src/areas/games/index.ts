export type { BetFigures, MemberFigures } from './betting-record/bet-figures.ts';
export type { BetStatsService } from './betting-record/bet-stats.service.ts';
export { betStatsService } from './betting-record/bet-stats.service.ts';
export type { BetStatsTables } from './betting-record/bet-stats.tables.ts';
export { bettingRecordRoutes } from './betting-record/betting-record.routes.ts';
export { LOTTERY_VENDORS } from './betting-record/lottery-source.ts';
export { crashModuleRoutes, createCrash } from './crash/crash.module.ts';
export type { CrashTables } from './crash/crash.tables.ts';
export { chainLink, hashDown } from './fairness/hash-chain.ts';
export {
  inhouseSeedContext,
  lotteryChainRootContext,
  lotteryDrawSeedContext,
  lotteryFeedSecretContext,
} from './fairness/seed-context.ts';
export type { GameFilter } from './games/catalog.repository.ts';
export { catalogRepository } from './games/catalog.repository.ts';
export { gameIconPath, vendorIconPath } from './games/catalog.service.ts';
export { seedGameCatalog } from './games/demo-catalog.ts';
export { DEMO_VENDORS } from './games/game-catalog.ts';
export { createGames, gamesRoutes } from './games/games.module.ts';
export type { GameTables } from './games/games.tables.ts';
export { gameIconSvg } from './games/icons.ts';
export { seedDemoRounds } from './games/rounds.seed.ts';
export { maskName } from './games/winners.service.ts';
export { inhouseModule } from './inhouse/inhouse.module.ts';
export type { InhouseTables } from './inhouse/inhouse.tables.ts';
export { createLaunch, gameLaunchRoutes, playableGames } from './launch/launch.module.ts';
export type { GamesArea, GamesNeeds } from './register.ts';
export { registerGames } from './register.ts';
export { seedEvolutionSimulator } from './sandbox-vendor/evolution.seed.ts';
export { evolutionSimulatorRoutes } from './sandbox-vendor/evolution-sim.routes.ts';
export { seedHub88Simulator } from './sandbox-vendor/hub88.seed.ts';
export { hub88SimulatorRoutes } from './sandbox-vendor/hub88-sim.routes.ts';
export { seedPragmaticSimulator } from './sandbox-vendor/pragmatic.seed.ts';
export { pragmaticSimulatorRoutes } from './sandbox-vendor/pragmatic-sim.routes.ts';
export {
  HOSTED_LOTTERY_GAMES,
  SEA_LOTTERY_VENDOR,
  SUNDIAL_LOTTO_VENDOR,
} from './sandbox-vendor/sandbox.lottery-games.ts';
export { ownBaseUrl, sandboxAdaptersFor, sandboxVendorRoutes } from './sandbox-vendor/sandbox.module.ts';
export { seedSandboxVendor } from './sandbox-vendor/sandbox.seed.ts';
export type { StudioGameNames } from './sandbox-vendor/studio-catalog.seed.ts';
export { seedStudioGame, seedStudioVendor } from './sandbox-vendor/studio-catalog.seed.ts';
export { createSeamless, seamlessWalletRoutes } from './seamless/seamless.module.ts';
export type { SeamlessTables } from './seamless/seamless.tables.ts';
export { seedGames } from './seed.ts';
export type { VendorCredentialTables } from './vendors/vendor-credentials.tables.ts';
export { createVendors } from './vendors/vendors.module.ts';
export { vendorsRoutes } from './vendors/vendors.routes.ts';
