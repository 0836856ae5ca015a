/** Business constants and limits of §9. Every consumer reads them from here. */
export const MIN_AGE_DEFAULT = 18;
export const MIN_AGE_REGIONAL = 21;
export const IMAGE_MAX_BYTES = 5_242_880;
export const IMAGE_TYPES = ['jpeg', 'jpg', 'png'] as const;
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_MAX_IMAGES = 3;
export const REGIONAL_CODE_DIGITS = 6;
export const PHONE_CODE_MIN = 6;
export const SMS_DEFAULT_COUNTDOWN_S = 60;
export const SMS_THROTTLE_MS = 1000;
export const SMS_LOCKOUT_MS = 5 * 60 * 1000;
export const CAPTCHA_REFRESH_MS = 1000;
/** §9 Remember-me: a login with 'remember me' ticked lasts one day and outlives the browser tab. */
export const REMEMBER_ME_MS = 86_400_000;
/** Any other session: it ends with the browser tab, and on the server after half a day at most. */
export const SESSION_TTL_MS = 12 * 3_600_000;
/** A back-office session unused this long stops working; each call moves the moment on. */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
export const REALTIME_SALARY_INTERVAL_MS = 5 * 60 * 1000;
export const LOTTERY_REFRESH_MIN_MS = 7000;
export const LOTTERY_REFRESH_MAX_MS = 30_000;
export const RECENT_LOTTERIES = 100;
export const KENO_PAGE_SIZE = 1000;
export const HOME_TILE_WINNING_DIGITS = 6;
export const COUNTDOWN_TICK_MS = 1000;
export const DAY_MS = 86_400_000;
export const DAY_OF_WEEK_FILTER = ['ALL', 2, 3, 4, 5, 6, 7, 1] as const;
export const PRIZE_ROW_LABELS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export const LOTTERY_TABS_SLIDES = 5;
export const DEMO_ACCOUNT_FLAG = 4;
export const LOBBY_PAGE_SIZE = 42;
export const LIST_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 999;
export const SEARCH_PAGE_SIZE = 28;
export const HOME_POPULAR_COUNT = 20;
export const POPULAR_NUMBERS_COUNT = 100;
export const WINNER_BOARD_SIZE = 20;
export const PUBLICITY_PAGE_SIZE = 8;
export const NOTICE_PAGE_SIZE = 9;
export const HELP_TABS = 4;
export const BANNER_AUTOPLAY_MS = 5000;
export const PROVIDER_AUTOPLAY_MS = 2000;
export const PROMO_AUTOPLAY_MS = 5000;
export const PAGINATOR_MARGIN_PAGES = 2;
export const PAGINATOR_PAGE_RANGE = 5;
export const SCROLL_DEBOUNCE_MS = 300;
export const SCROLL_BUSY_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SIDEBAR_DROPDOWN_HIDE_MS = 200;
export const VIP_RANK_LEVEL_ABOVE = 4;
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;
export const QR_SIZES = [90, 100, 143] as const;
export const COPYRIGHT_YEARS = '2024-2050';
export const VERIFICATION_FIELD_MAX = 255;
/** Agent types that see the agent console (§6). */
export const AGENT_CONSOLE_TYPES = [1, 2, 41, 42] as const;
export const AGENT_TYPES = [1, 2, 4, 41, 42] as const;

/** Route -> banner group (§2 Layout). */
export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'download',
  'promotion',
  'shop',
  'help',
  'register',
  'inhouse',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Game categories to routes (§9). */
export const CATEGORY_ROUTES = {
  PVP: '/pvp',
  FISH: '/fish',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  INHOUSE: '/inhouse',
  BINGO: '/bingo',
  COCKFIGHT: '/cockfight',
} as const;

export const MEDIA_TYPES = ['TELEGRAM', 'LINE', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE'] as const;

/** Client storage keys (§3). */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  /** §9 Remember me: a remembered login's token and its end, kept on the device for its one day. */
  rememberedSession: 'rememberedSession',
  /**
   * A random id the site keeps on the device and sends with a sign-in: the finance desk's risk
   * flags name accounts signed in from the same device (docs/withdrawal-risk.md).
   */
  deviceId: 'deviceId',
} as const;
export const SESSION_KEYS = {
  token: 'token',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  memberLabel: 'memberLabel',
  /** §4 KYC modal: the member chose 'verify later' / already uploaded, for this session. */
  kycVerifyLater: 'kycVerifyLater',
  kycUploaded: 'kycUploaded',
  /** §4 Disclaimer: accepted at home, once per session. */
  disclaimerAccepted: 'disclaimerAccepted',
  /** §4 Publicity popup: the lists ('public', 'member') closed in this session. */
  publicityClosed: 'publicityClosed',
} as const;

/** §3 VIP levels: every account starts at the lowest; rewards' rank table names each level. */
export const VIP_LEVEL_MIN = 1;
export const VIP_LEVEL_MAX = 10;
