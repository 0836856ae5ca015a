import type {
  AnnouncementKind,
  ContractBody,
  ContractParams,
  ContractQuery,
  Contracts,
  GameListParams,
  GameType,
  PromotionCategory,
  RedeemStatus,
} from '@pf/shared';
import type { InhouseGame } from '@pf/shared/inhouse/index';

/**
 * Every query key of the site, by area (areas.json). A key starts with its group's prefix, so one
 * invalidation of the prefix reaches every read under it: the push topics (push-topics.ts) name
 * these prefixes, and sign-out drops the member's. Keys of a member's reads carry the session
 * token, so another account on the same tab never sees a cached answer. Nothing outside this file
 * writes a key by hand (lint/one-query-key-table.grit).
 */

type Token = string | null;
type Call = keyof Contracts;
/** What a call sends, from its contract: a key carries the request fields its answer depends on. */
type Query<K extends Call> = NonNullable<ContractQuery<Contracts[K]>>;
type Body<K extends Call> = NonNullable<ContractBody<Contracts[K]>>;
type Params<K extends Call> = NonNullable<ContractParams<Contracts[K]>>;

/** The member's game lists narrowed to a type (and vendor), in the language names come in. */
export interface MemberGamesScope {
  token: Token;
  language: string;
  gameType?: GameType;
  vassalage?: string | null;
}

/** The four payroll calls of the agent centre share a contract shape; the key names the call. */
type AgentContractCall =
  | 'agents.dividend'
  | 'agents.dailySalary'
  | 'agents.hourlySalary'
  | 'agents.realtimeSalary';
type AgentContractRole = NonNullable<Extract<Body<'agents.dividend'>, { action: 'list' }>['role']>;

const WALLET = 'wallet';
const money = {
  /** Every money read: a movement of the member's money makes them all stale. */
  all: [WALLET] as const,
  balance: (token: Token) => [WALLET, 'balance', token] as const,
  consolidated: (token: Token) => [WALLET, 'consolidated', token] as const,
  merchantWallet: (token: Token) => [WALLET, 'merchantWallet', token] as const,
  bankAccounts: (token: Token) => [WALLET, 'bankAccounts', token] as const,
  depositMethods: (token: Token) => [WALLET, 'depositMethods', token] as const,
  depositOrder: (orderNo: Params<'money.depositOrder'>['orderNo'] | null) =>
    [WALLET, 'depositOrder', orderNo] as const,
  withdrawLimits: (token: Token) => [WALLET, 'withdrawLimits', token] as const,
  withdrawals: (token: Token) => [WALLET, 'withdrawals', token] as const,
  paymentPassword: (token: Token) => [WALLET, 'paymentPassword', token] as const,
  transactions: (token: Token, q: Query<'money.transactions'>) => [WALLET, 'transactions', token, q] as const,
  profit: (token: Token, period: Query<'money.profit'>['period']) =>
    [WALLET, 'profit', token, period] as const,
  /** Bonus grants lock and release money: they are read again with it. */
  bonusGrants: (token: Token, status: Query<'bonus.details'>['status'], pageNo: number) =>
    [WALLET, 'bonusGrants', token, status ?? 'all', pageNo] as const,
};

const brand = {
  permission: () => ['system', 'permission'] as const,
  helpCenter: (merchantCode: string, language: string) =>
    ['system', 'helpCenter', merchantCode, language] as const,
};

const MEMBER = 'member';
const identity = {
  /** Everything about the signed-in member: dropped at sign-out. */
  all: [MEMBER] as const,
  info: (token: Token) => [MEMBER, 'info', token] as const,
  avatar: (token: Token) => [MEMBER, 'avatar', token] as const,
  /** Every session's security config: read again after KYC details change. */
  securityConfigs: [MEMBER, 'securityConfig'] as const,
  securityConfig: (token: Token) => [MEMBER, 'securityConfig', token] as const,
  captcha: () => ['captcha'] as const,
  affiliate: (code: Query<'members.affiliate'>['code'] | null) => ['affiliate', code] as const,
};

const content = {
  banners: (merchantCode: string, language: string) =>
    ['content', 'banners', merchantCode, language] as const,
  notice: (merchantCode: string, language: string, member: boolean) =>
    ['content', 'notice', merchantCode, language, member] as const,
  announcements: (
    merchantCode: string,
    language: string,
    member: boolean,
    type: AnnouncementKind,
    pageNo: number,
  ) => ['content', 'announcements', merchantCode, language, member, type, pageNo] as const,
  messages: {
    all: ['messages'] as const,
    ofMember: (token: Token) => ['messages', token] as const,
    list: (token: Token, pageNo: number) => ['messages', token, 'list', pageNo] as const,
    unread: (token: Token) => ['messages', token, 'unread'] as const,
  },
  chat: {
    all: ['support-chat'] as const,
    ofMember: (token: Token) => ['support-chat', token] as const,
    history: (token: Token) => ['support-chat', token, 'history'] as const,
    unread: (token: Token) => ['support-chat', token, 'unread'] as const,
  },
};

const games = {
  list: (p: GameListParams, pageNo: number) => ['games', 'list', p, pageNo] as const,
  listPages: (p: GameListParams) => ['games', 'list-pages', p] as const,
  hot: (language: string, gameType?: GameType, vassalage?: string | null) =>
    ['games', 'hot', language, gameType ?? null, vassalage ?? null] as const,
  vendors: (language: string) => ['games', 'vendors', language] as const,
  vendorGameTypes: () => ['games', 'vass-game-type'] as const,
  winners: (language: string) => ['games', 'winners', language] as const,
  /** The favourite ids and lists together: a toggle reads both again. */
  favourites: ['games', 'favourites'] as const,
  favouriteIds: (token: Token) => ['games', 'favourites', 'ids', token] as const,
  favouriteList: ({ token, language, gameType, vassalage }: MemberGamesScope) =>
    ['games', 'favourites', 'list', token, language, gameType ?? null, vassalage ?? null] as const,
  recent: ({ token, language, gameType, vassalage }: MemberGamesScope) =>
    ['games', 'recent', token, language, gameType ?? null, vassalage ?? null] as const,
  bettingRecord: (token: Token, body: Body<'money.bettingRecord'>) =>
    ['betting-record', token, body] as const,
  inhouse: {
    seed: (token: Token) => ['inhouse', 'seed', token] as const,
    /** Every game's recall: a seed rotation reveals the old pair's server seed in all of them. */
    recalls: ['inhouse', 'recall'] as const,
    recall: (game: InhouseGame, token: Token) => ['inhouse', 'recall', game, token] as const,
    openMines: (token: Token) => ['inhouse', 'mines-open', token] as const,
  },
  crash: {
    all: ['crash'] as const,
    state: (token: Token) => ['crash', 'state', token] as const,
    verify: (roundId: Params<'games.inhouseCrashRound'>['roundId'] | null) =>
      ['crash', 'verify', roundId] as const,
  },
};

/** The menu's own request fields (prize mode, device, language). */
type MenuQuery = Query<'lottery.menus'>;
const lottery = {
  all: ['lottery'] as const,
  menus: (p: MenuQuery) => ['lottery', 'menus', p] as const,
  popular: (p: MenuQuery, count: number) => ['lottery', 'popular', p, count] as const,
  /** Every recent list: a placed bet adds its game to them. */
  recents: ['lottery', 'recent'] as const,
  recent: (p: MenuQuery, token: Token) => ['lottery', 'recent', p, token] as const,
  game: (gameCode: Params<'lottery.game'>['gameCode']) => ['lottery', 'game', gameCode] as const,
  /** One game's results boards, of any size. */
  drawsOf: (gameCode: string) => ['lottery', 'draws', gameCode] as const,
  draws: (gameCode: string, pageSize: number) => ['lottery', 'draws', gameCode, pageSize] as const,
  /** Every game's bet lists: a placed bet shows in them. */
  bets: ['lottery', 'bets'] as const,
  myBets: (gameCode: string, token: Token, pageSize: number) =>
    ['lottery', 'bets', gameCode, token, pageSize] as const,
  opened: (gameCode: string, dayOfWeek: number | null, count: number) =>
    ['lottery', 'opened', gameCode, dayOfWeek, count] as const,
};

const rewards = {
  points: {
    ofMember: (token: Token) => ['points', token] as const,
    balance: (token: Token) => ['points', token, 'balance'] as const,
    config: (token: Token) => ['points', token, 'config'] as const,
    rewards: (token: Token, language: Query<'points.rewards'>['language']) =>
      ['points', token, 'rewards', language] as const,
    redeems: (token: Token, language: string, status: RedeemStatus | undefined, pageNo: number) =>
      ['points', token, 'redeems', language, status ?? 'all', pageNo] as const,
    entries: (token: Token, pageNo: number) => ['points', token, 'entries', pageNo] as const,
  },
  missions: {
    ofMember: (token: Token) => ['missions', token] as const,
    summary: (token: Token, language: Query<'missions.summary'>['language']) =>
      ['missions', token, 'summary', language] as const,
    leaderboard: (token: Token, missionId: string | null) =>
      ['missions', token, 'leaderboard', missionId] as const,
  },
  rebate: {
    ofMember: (token: Token) => ['rebate', token] as const,
    summary: (token: Token) => ['rebate', token, 'summary'] as const,
    claims: (token: Token, pageNo: number) => ['rebate', token, 'claims', pageNo] as const,
  },
  referral: {
    status: () => ['referral', 'status'] as const,
    info: (token: Token) => ['referral', token, 'info'] as const,
    invitees: (token: Token, pageNo: number) => ['referral', token, 'invitees', pageNo] as const,
  },
  vipProgress: (token: Token) => ['vip', token, 'progress'] as const,
  promotions: {
    list: (merchantCode: string, language: string, category: PromotionCategory | undefined) =>
      ['promotions', 'list', merchantCode, language, category ?? 'all'] as const,
    detail: (merchantCode: string, language: string, id: number | null) =>
      ['promotions', 'detail', merchantCode, language, id] as const,
    bonusOffer: (merchantCode: string, promotionId: number) =>
      ['promotions', 'bonusOffer', merchantCode, promotionId] as const,
    activityState: (promotionId: number) => ['promotions', 'activityState', promotionId] as const,
  },
};

const AGENT = 'agent-centre';
const agents = {
  /** The whole centre of one session: any change to the team or its contracts reads it again. */
  ofMember: (token: Token) => [AGENT, token] as const,
  consolidated: (token: Token) => [AGENT, token, 'consolidated'] as const,
  overview: (token: Token, period: Query<'agents.overview'>['period']) =>
    [AGENT, token, 'overview', period] as const,
  members: (token: Token, q: Query<'agents.members'>) => [AGENT, token, 'members', q] as const,
  contracts: (token: Token, call: AgentContractCall, role: AgentContractRole, pageNo: number) =>
    [AGENT, token, 'contracts', call, role, pageNo] as const,
  teamBets: (token: Token, q: Query<'agents.teamBets'>) => [AGENT, token, 'team-bets', q] as const,
  userLoss: (token: Token, q: Query<'agents.userLoss'>) => [AGENT, token, 'user-loss', q] as const,
  income: (token: Token, period: Query<'agents.income'>['period']) =>
    [AGENT, token, 'income', period] as const,
  accountDetails: (token: Token, q: Query<'agents.accountDetails'>) =>
    [AGENT, token, 'account-details', q] as const,
  statements: (token: Token, q: Query<'payroll.statements'>) => [AGENT, token, 'statements', q] as const,
};

export const queryKeys = { money, brand, identity, content, games, lottery, rewards, agents };
