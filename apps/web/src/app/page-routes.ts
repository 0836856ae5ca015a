import type { ComponentType } from 'react';
import type { RouteHandle } from '@/lib/route-handle';

type Lazy = () => Promise<{ Component: ComponentType }>;

/** A page's loader, with its module's path under src/features (the key of PAGE_MODULES). */
export type PageLazy = Lazy & { module: string };

/** Names the module `lazy` loads; a test holds the name to the import. */
const page = (module: string, lazy: Lazy): PageLazy => Object.assign(lazy, { module });

export interface PageRoute {
  path: string;
  handle: RouteHandle;
  lazy: PageLazy;
  /** Route id where the spec names a route (promoDetail is the named route 'promotions'). */
  id?: string;
}

// Every screen is its own chunk; these loaders are the only place pages are imported.
// A page that shows a higher area's part loads the shell's filling of its slot with it (app/slots).
const home = page('games/home/pages/home-page', () =>
  Promise.all([import('@/features/games/home/pages/home-page'), import('./slots/home')]).then(([m]) => ({
    Component: m.HomePage,
  })),
);
const help = page('brand/system/pages/help-page', () =>
  import('@/features/brand/system/pages/help-page').then((m) => ({ Component: m.HelpPage })),
);
const download = page('content/download/pages/download-page', () =>
  import('@/features/content/download/pages/download-page').then((m) => ({ Component: m.DownloadPage })),
);
const login = page('identity/auth/pages/login-page', () =>
  import('@/features/identity/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
);
const resetPassword = page('identity/auth/pages/reset-password-page', () =>
  import('@/features/identity/auth/pages/reset-password-page').then((m) => ({
    Component: m.ResetPasswordPage,
  })),
);
const promotions = page('rewards/promotions/pages/promotions-page', () =>
  import('@/features/rewards/promotions/pages/promotions-page').then((m) => ({
    Component: m.PromotionsPage,
  })),
);
const promoDetail = page('rewards/promotions/pages/promo-detail-page', () =>
  import('@/features/rewards/promotions/pages/promo-detail-page').then((m) => ({
    Component: m.PromoDetailPage,
  })),
);
const register = page('identity/register/pages/register-page', () =>
  Promise.all([import('@/features/identity/register/pages/register-page'), import('./slots/register')]).then(
    ([m]) => ({ Component: m.RegisterPage }),
  ),
);
const inhouseSlot = page('games/inhouse/pages/slot-page', () =>
  import('@/features/games/inhouse/pages/slot-page').then((m) => ({ Component: m.SlotPage })),
);
const inhouseDice = page('games/inhouse/pages/dice-page', () =>
  Promise.all([import('@/features/games/inhouse/pages/dice-page'), import('./slots/dice')]).then(([m]) => ({
    Component: m.DicePage,
  })),
);
const inhouseMines = page('games/inhouse/pages/mines-page', () =>
  import('@/features/games/inhouse/pages/mines-page').then((m) => ({ Component: m.MinesPage })),
);
const inhouseLimbo = page('games/inhouse/pages/limbo-page', () =>
  import('@/features/games/inhouse/pages/limbo-page').then((m) => ({ Component: m.LimboPage })),
);
const inhousePlinko = page('games/inhouse/pages/plinko-page', () =>
  import('@/features/games/inhouse/pages/plinko-page').then((m) => ({ Component: m.PlinkoPage })),
);
const inhouseCrash = page('games/inhouse/pages/crash-page', () =>
  import('@/features/games/inhouse/pages/crash-page').then((m) => ({ Component: m.CrashPage })),
);
const inhouseRoulette = page('games/inhouse/pages/roulette-page', () =>
  import('@/features/games/inhouse/pages/roulette-page').then((m) => ({ Component: m.RoulettePage })),
);
const inhouseBaccarat = page('games/inhouse/pages/baccarat-page', () =>
  import('@/features/games/inhouse/pages/baccarat-page').then((m) => ({ Component: m.BaccaratPage })),
);
const lotteryLobby = page('lottery/lottery/pages/lottery-lobby-page', () =>
  import('@/features/lottery/lottery/pages/lottery-lobby-page').then((m) => ({
    Component: m.LotteryLobbyPage,
  })),
);
const lobby = page('games/games/pages/category-lobby-page', () =>
  import('@/features/games/games/pages/category-lobby-page').then((m) => ({
    Component: m.CategoryLobbyPage,
  })),
);
const hot = page('games/games/pages/hot-page', () =>
  import('@/features/games/games/pages/hot-page').then((m) => ({ Component: m.HotPage })),
);
const fav = page('games/games/pages/fav-page', () =>
  import('@/features/games/games/pages/fav-page').then((m) => ({ Component: m.FavPage })),
);
const providers = page('games/games/pages/providers-page', () =>
  import('@/features/games/games/pages/providers-page').then((m) => ({ Component: m.ProvidersPage })),
);
const gameFrame = page('games/games/pages/game-page', () =>
  import('@/features/games/games/pages/game-page').then((m) => ({ Component: m.GamePage })),
);
const seamlessGame = page('games/games/pages/seamless-page', () =>
  import('@/features/games/games/pages/seamless-page').then((m) => ({ Component: m.SeamlessPage })),
);
const lotteryGame = page('lottery/lottery/pages/lottery-page', () =>
  import('@/features/lottery/lottery/pages/lottery-page').then((m) => ({ Component: m.LotteryPage })),
);
const vnLottery = page('lottery/lottery/pages/vn-lottery-page', () =>
  import('@/features/lottery/lottery/pages/vn-lottery-page').then((m) => ({ Component: m.VnLotteryPage })),
);
const pointMall = page('rewards/points/pages/point-mall-page', () =>
  import('@/features/rewards/points/pages/point-mall-page').then((m) => ({ Component: m.PointMallPage })),
);

const homeHandle: RouteHandle = { page: 'home', icon: 'home', banner: 'home' };

/** The route table of §2, in the spec's order. /helpmc is bare and lives outside the layout. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', handle: homeHandle, lazy: home },
  { path: '/index', handle: homeHandle, lazy: home },
  { path: '/index.html', handle: homeHandle, lazy: home },
  { path: '/home', handle: homeHandle, lazy: home },
  { path: '/help', handle: { page: 'help', icon: 'help', banner: 'help' }, lazy: help },
  { path: '/hot', handle: { page: 'hot', icon: 'fire', banner: null }, lazy: hot },
  { path: '/fav', handle: { page: 'fav', icon: 'heart', banner: null }, lazy: fav },
  { path: '/rng', handle: { page: 'rng', icon: 'slots', banner: 'rng' }, lazy: lobby },
  { path: '/live', handle: { page: 'live', icon: 'chip', banner: 'live' }, lazy: lobby },
  { path: '/fish', handle: { page: 'fish', icon: 'fish', banner: 'fish' }, lazy: lobby },
  { path: '/pvp', handle: { page: 'pvp', icon: 'cards', banner: 'pvp' }, lazy: lobby },
  { path: '/sports', handle: { page: 'sports', icon: 'ball', banner: 'sports' }, lazy: lobby },
  { path: '/esports', handle: { page: 'esports', icon: 'gamepad', banner: 'esports' }, lazy: lobby },
  { path: '/inhouse', handle: { page: 'inhouse', icon: 'star', banner: 'inhouse' }, lazy: lobby },
  // The in-house games' own pages: /inhouse/<BGS game code> (docs/inhouse-games.md).
  {
    path: '/inhouse/fortune-reels',
    handle: { page: 'inhouse', icon: 'slots', banner: null },
    lazy: inhouseSlot,
  },
  { path: '/inhouse/crash', handle: { page: 'inhouse', icon: 'star', banner: null }, lazy: inhouseCrash },
  { path: '/inhouse/dice', handle: { page: 'inhouse', icon: 'star', banner: null }, lazy: inhouseDice },
  { path: '/inhouse/mines', handle: { page: 'inhouse', icon: 'star', banner: null }, lazy: inhouseMines },
  { path: '/inhouse/limbo', handle: { page: 'inhouse', icon: 'star', banner: null }, lazy: inhouseLimbo },
  { path: '/inhouse/plinko', handle: { page: 'inhouse', icon: 'star', banner: null }, lazy: inhousePlinko },
  {
    path: '/inhouse/roulette',
    handle: { page: 'inhouse', icon: 'star', banner: null },
    lazy: inhouseRoulette,
  },
  {
    path: '/inhouse/baccarat',
    handle: { page: 'inhouse', icon: 'star', banner: null },
    lazy: inhouseBaccarat,
  },
  { path: '/cockfight', handle: { page: 'cockfight', icon: 'feather', banner: null }, lazy: lobby },
  { path: '/bingo', handle: { page: 'bingo', icon: 'bingo', banner: null }, lazy: lobby },
  { path: '/elott', handle: { page: 'elott', icon: 'balls', banner: 'lottery' }, lazy: lotteryLobby },
  {
    path: '/lotteryCenter',
    handle: { page: 'lotteryCenter', icon: 'ticket', banner: 'lottery' },
    lazy: lotteryLobby,
  },
  {
    path: '/lottery',
    handle: { page: 'lottery', icon: 'ticket', banner: 'lottery', query: ['gameCode', 'playType'] },
    lazy: lotteryGame,
  },
  {
    path: '/vnLottery',
    handle: { page: 'vnLottery', icon: 'ticket', banner: 'lottery', query: ['gameCode'] },
    lazy: vnLottery,
  },
  {
    path: '/providers',
    handle: { page: 'providers', icon: 'grid', banner: null, query: ['vassalage'] },
    lazy: providers,
  },
  {
    path: '/promotions',
    handle: { page: 'promotions', icon: 'gift', banner: 'promotion' },
    lazy: promotions,
  },
  {
    path: '/promoDetail',
    id: 'promotions',
    handle: { page: 'promoDetail', icon: 'gift', banner: 'promotion', query: ['id'] },
    lazy: promoDetail,
  },
  { path: '/pointMall', handle: { page: 'pointMall', icon: 'bag', banner: 'shop' }, lazy: pointMall },
  { path: '/register', handle: { page: 'register', icon: 'user', banner: 'register' }, lazy: register },
  { path: '/register.html', handle: { page: 'register', icon: 'user', banner: 'register' }, lazy: register },
  { path: '/down', handle: { page: 'download', icon: 'download', banner: 'download' }, lazy: download },
  // The §2 guard lets visitors reach '/download' without a session: the same page answers it.
  { path: '/download', handle: { page: 'download', icon: 'download', banner: 'download' }, lazy: download },
  { path: '/game', handle: { page: 'game', icon: 'gamepad', banner: null }, lazy: gameFrame },
  { path: '/seamless', handle: { page: 'seamless', icon: 'gamepad', banner: null }, lazy: seamlessGame },
  { path: '/login', handle: { page: 'login', icon: 'login', banner: null }, lazy: login },
  // Not a §2 route: where the password reset mail leads.
  {
    path: '/reset-password',
    handle: { page: 'resetPassword', icon: 'login', banner: null },
    lazy: resetPassword,
  },
];

export const HELP_BARE_ROUTE: PageRoute = {
  path: '/helpmc',
  handle: { page: 'helpmc', icon: 'help', banner: null },
  lazy: page('brand/system/pages/help-bare-page', () =>
    import('@/features/brand/system/pages/help-bare-page').then((m) => ({ Component: m.HelpBarePage })),
  ),
};

export { promoDetailPath } from '@/features/rewards/promotions/model/paths';

/** §2 Left bar / Right bar: on these pages the side bar is forced mini and the right bar hidden. */
export const IMMERSIVE_PATHS: readonly string[] = ['/seamless', '/vnLottery'];

export const isImmersivePath = (pathname: string) =>
  IMMERSIVE_PATHS.some((p) => p.toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase());
