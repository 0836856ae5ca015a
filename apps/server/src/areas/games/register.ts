import type { AreaContext } from '../../platform/area-context.ts';
import { type Port, port } from '../../platform/port.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { BrandCreatedHook, MoneySettingsService } from '../brand/index.ts';
import type { PushHub } from '../content/index.ts';
import type { AuditService } from '../identity/index.ts';
import { bettingRecordRoutes } from './betting-record/betting-record.routes.ts';
import { LOTTERY_VENDORS } from './betting-record/lottery-source.ts';
import { crashModuleRoutes, createCrash } from './crash/crash.module.ts';
import { catalogAdminRoutes } from './games/catalog-admin.routes.ts';
import { createGames, gamesRoutes } from './games/games.module.ts';
import { inhouseModule } from './inhouse/inhouse.module.ts';
import type { FreeBetSource, StakeGate } from './inhouse/inhouse.service.ts';
import { createLaunch, gameLaunchRoutes, playableGames } from './launch/launch.module.ts';
import type { LotteryPages } from './launch/lottery.adapter.ts';
import { evolutionSimulatorRoutes } from './sandbox-vendor/evolution-sim.routes.ts';
import { hub88SimulatorRoutes } from './sandbox-vendor/hub88-sim.routes.ts';
import { pragmaticSimulatorRoutes } from './sandbox-vendor/pragmatic-sim.routes.ts';
import { ownBaseUrl, sandboxAdaptersFor, sandboxVendorRoutes } from './sandbox-vendor/sandbox.module.ts';
import { createSeamless, seamlessWalletRoutes } from './seamless/seamless.module.ts';
import { copyBrandVendors } from './vendors/brand-vendors.repository.ts';
import { createVendors } from './vendors/vendors.module.ts';
import { vendorsRoutes } from './vendors/vendors.routes.ts';

export interface GamesNeeds {
  auth: MemberAuth;
  audit: AuditService;
  /** The brands' stake limits (brand's money settings). */
  money: MoneySettingsService;
  /** Tells players' open pages of Crash rounds (content's push channel). */
  hub: PushHub;
  /** Brand's list of work done when a brand is created (its vendors). */
  onBrandCreated: (hook: BrandCreatedHook) => void;
}

/** What games calls in the areas above it, filled as they register (decision 0016). */
interface GamesPorts {
  /** The bonus engine's maximum bet, checked inside a round's transaction (rewards). */
  stakeGate: Port<StakeGate>;
  /** Free bets granted by the bonus engine (rewards). */
  freeBets: Port<FreeBetSource>;
  /** The betting page of one of this site's lotteries (lottery). */
  lotteryPages: Port<LotteryPages>;
}

/**
 * Vendors call the seamless wallet; their own wallet protocols are adapters onto it. The sandbox
 * studio and the vendors' simulators stand in for their servers outside production.
 */
function createVendorsOf(ctx: AreaContext, needs: GamesNeeds) {
  const { app, db } = ctx;
  const seamless = createSeamless(db, ctx.now);
  const sandbox = ctx.env !== 'production';
  const ownBase = () => {
    try {
      return ownBaseUrl(app);
    } catch {
      return null;
    }
  };
  const vendors = createVendors({
    db,
    seamless,
    audit: needs.audit,
    simulator: sandbox,
    simulatorBase: ownBase,
  });
  const adapters = [...(sandbox ? sandboxAdaptersFor(seamless) : []), ...vendors.launchAdapters];
  return { seamless, sandbox, vendors, adapters };
}

async function registerVendorRoutes(
  ctx: AreaContext,
  needs: GamesNeeds,
  v: ReturnType<typeof createVendorsOf>,
) {
  const { app } = ctx;
  await app.register(seamlessWalletRoutes, { seamless: v.seamless });
  if (v.sandbox) await app.register(sandboxVendorRoutes, { seamless: v.seamless });
  await app.register(vendorsRoutes, { vendors: v.vendors, auth: needs.auth });
  if (v.sandbox) {
    const simulator = { credentials: v.vendors.credentials, baseUrl: () => ownBaseUrl(app) };
    await app.register(pragmaticSimulatorRoutes, simulator);
    await app.register(evolutionSimulatorRoutes, simulator);
    await app.register(hub88SimulatorRoutes, simulator);
  }
}

/** The in-house games and Crash, whose stakes the bonus engine may refuse. */
async function registerOwnGames(ctx: AreaContext, needs: GamesNeeds, ports: GamesPorts) {
  const { app, db } = ctx;
  const now = ctx.now ? { now: ctx.now } : {};
  const stakeGate: StakeGate = (trx, memberId, stake) => ports.stakeGate.use(trx, memberId, stake);
  await app.register(inhouseModule, {
    db,
    auth: needs.auth,
    stakeGate,
    freeBets: (trx, p, grantId, key) => ports.freeBets.use(trx, p, grantId, key),
    money: needs.money,
    ...now,
  });
  const crash = createCrash({
    db,
    hub: needs.hub,
    stakeGate,
    money: needs.money,
    ...now,
    onError: (err) => app.log.error({ err }, 'crash clock failed'),
  });
  app.addHook('onClose', async () => crash.close());
  await app.register(crashModuleRoutes, { crash, auth: needs.auth });
  if (ctx.jobs.crashClock) ctx.jobs.starters.push(() => crash.clock.start());
}

/**
 * Games: the catalog and lobbies, launch, vendors and their seamless wallet, the sandbox studio,
 * bet records, the in-house games and Crash. Ports: rewards fills in the stake gate and free
 * bets, lottery its betting pages.
 */
export async function registerGames(ctx: AreaContext, needs: GamesNeeds) {
  const { app, db } = ctx;
  const ports: GamesPorts = {
    stakeGate: port('games.stakeGate'),
    freeBets: port('games.freeBets'),
    lotteryPages: port('games.lotteryPages'),
  };
  const v = createVendorsOf(ctx, needs);
  needs.onBrandCreated(copyBrandVendors);
  // The lobbies list what the launch adapters open and this site's own lotteries, nothing else.
  const games = createGames(db, ctx.bus, playableGames(v.adapters, Object.values(LOTTERY_VENDORS)));
  await app.register(gamesRoutes, { games, auth: needs.auth, pictures: ctx.pictures });
  await app.register(catalogAdminRoutes, { db, auth: needs.auth, audit: needs.audit });
  await registerVendorRoutes(ctx, needs, v);
  // A lottery tile opens its betting page on this site, as the lottery lobby's tiles do.
  const launch = createLaunch(db, games, v.adapters, {
    vendors: Object.values(LOTTERY_VENDORS),
    pages: {
      bettingPage: (merchantId, code) => ports.lotteryPages.use.bettingPage(merchantId, code),
      get lobby() {
        return ports.lotteryPages.use.lobby;
      },
      get firstPage() {
        return ports.lotteryPages.use.firstPage;
      },
    },
  });
  await app.register(gameLaunchRoutes, { launch, auth: needs.auth });
  await app.register(bettingRecordRoutes, {
    db,
    auth: needs.auth,
    roundDetails: v.vendors.roundDetails,
    ...(ctx.now ? { now: ctx.now } : {}),
  });
  await registerOwnGames(ctx, needs, ports);
  return { ports };
}

export type GamesArea = Awaited<ReturnType<typeof registerGames>>;
