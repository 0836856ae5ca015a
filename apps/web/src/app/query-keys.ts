import { agentsKeys } from '@/features/agents/query-keys';
import { brandKeys } from '@/features/brand/query-keys';
import { contentKeys } from '@/features/content/query-keys';
import { gamesKeys } from '@/features/games/query-keys';
import { identityKeys } from '@/features/identity/query-keys';
import { lotteryKeys } from '@/features/lottery/query-keys';
import { moneyKeys } from '@/features/money/query-keys';
import { rewardsKeys } from '@/features/rewards/query-keys';

/**
 * Every query key of the site, by area (areas.json): the shell's one table of the groups the areas
 * declare (lib/query-keys.ts says how keys are made). The areas read their own group, and the
 * groups below theirs, from their own key files; this table is for what looks at all of them.
 */
export const queryKeys = {
  money: moneyKeys,
  brand: brandKeys,
  identity: identityKeys,
  content: contentKeys,
  games: gamesKeys,
  lottery: lotteryKeys,
  rewards: rewardsKeys,
  agents: agentsKeys,
};
