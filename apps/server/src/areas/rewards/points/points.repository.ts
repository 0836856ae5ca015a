import { joinedQueries } from '../../../db/joined-queries.ts';
import type { Db } from '../../../db/kysely.ts';
import { configQueries, conversionsQueries, ledgerQueries } from './points-balance.repository.ts';
import {
  decisionsQueries,
  imagesQueries,
  redeemsQueries,
  rewardsQueries,
  stockQueries,
} from './points-mall.repository.ts';

export type { ConfigRow, EntryInput } from './points-balance.repository.ts';
export type { RedeemRow, RewardRow } from './points-mall.repository.ts';

/** SQL of points and the mall. Pass a transaction as `db` to join it. */
export function pointsRepository(db: Db) {
  return joinedQueries(
    db,
    configQueries,
    ledgerQueries,
    rewardsQueries,
    stockQueries,
    redeemsQueries,
    conversionsQueries,
    imagesQueries,
    decisionsQueries,
  );
}

export type PointsRepository = ReturnType<typeof pointsRepository>;
