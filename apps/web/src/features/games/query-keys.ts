import type { GameType } from '@pf/shared';
import type { bettingRecordContracts, crashContracts, GameListParams } from '@pf/shared/contracts/games';
import type { InhouseGame } from '@pf/shared/inhouse/index';
import { KEY_ROOTS, type KeyBody, type KeyParams, type Token } from '@/lib/query-keys';

/** The member's game lists narrowed to a type (and vendor), in the language names come in. */
export interface MemberGamesScope {
  token: Token;
  language: string;
  gameType?: GameType;
  vassalage?: string | null;
}

const [CRASH] = KEY_ROOTS.crash;

/** Games' query keys (lib/query-keys.ts says how keys are made). */
export const gamesKeys = {
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
  bettingRecord: (token: Token, body: KeyBody<typeof bettingRecordContracts, 'money.bettingRecord'>) =>
    ['betting-record', token, body] as const,
  inhouse: {
    seed: (token: Token) => ['inhouse', 'seed', token] as const,
    /** Every game's recall: a seed rotation reveals the old pair's server seed in all of them. */
    recalls: ['inhouse', 'recall'] as const,
    recall: (game: InhouseGame, token: Token) => ['inhouse', 'recall', game, token] as const,
    openMines: (token: Token) => ['inhouse', 'mines-open', token] as const,
  },
  crash: {
    all: KEY_ROOTS.crash,
    state: (token: Token) => [CRASH, 'state', token] as const,
    verify: (roundId: KeyParams<typeof crashContracts, 'games.inhouseCrashRound'>['roundId'] | null) =>
      [CRASH, 'verify', roundId] as const,
  },
};
