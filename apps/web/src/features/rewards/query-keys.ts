import type {
  bonusContracts,
  missionsContracts,
  PromotionCategory,
  pointsContracts,
  RedeemStatus,
} from '@pf/shared/contracts/rewards';
import { KEY_ROOTS, type KeyQuery, type Token } from '@/lib/query-keys';

const [WALLET] = KEY_ROOTS.wallet;

/** Rewards' query keys (lib/query-keys.ts says how keys are made). */
export const rewardsKeys = {
  /** Bonus grants lock and release money: they sit under money's prefix and are read again with it. */
  bonusGrants: (
    token: Token,
    status: KeyQuery<typeof bonusContracts, 'bonus.details'>['status'],
    pageNo: number,
  ) => [WALLET, 'bonusGrants', token, status ?? 'all', pageNo] as const,
  points: {
    ofMember: (token: Token) => ['points', token] as const,
    balance: (token: Token) => ['points', token, 'balance'] as const,
    config: (token: Token) => ['points', token, 'config'] as const,
    rewards: (token: Token, language: KeyQuery<typeof pointsContracts, 'points.rewards'>['language']) =>
      ['points', token, 'rewards', language] as const,
    redeems: (token: Token, language: string, status: RedeemStatus | undefined, pageNo: number) =>
      ['points', token, 'redeems', language, status ?? 'all', pageNo] as const,
    entries: (token: Token, pageNo: number) => ['points', token, 'entries', pageNo] as const,
  },
  missions: {
    ofMember: (token: Token) => ['missions', token] as const,
    summary: (token: Token, language: KeyQuery<typeof missionsContracts, 'missions.summary'>['language']) =>
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
