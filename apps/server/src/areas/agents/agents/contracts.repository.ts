import type { ContractEndReason, ContractStatus, ContractType, Period } from '@pf/shared';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { AgentContractSettingsTable, AgentContractsTable, StoredTier } from './agents.tables.ts';

export type ContractRecord = Selectable<AgentContractsTable> & {
  upline_username: string;
  downline_username: string;
  requester_username: string | null;
};
export type ContractSettings = Selectable<AgentContractSettingsTable>;

/** Requests and contracts that still bind: a waiting new-contract request or one in force. */
const OPEN: ContractStatus[] = ['pending', 'active', 'terminating'];
const IN_FORCE: ContractStatus[] = ['active', 'terminating'];

/** Contract rows with the usernames of both parties and of a termination request's author. */
const withNames = (db: Db) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as r', 'r.id', 'c.termination_requested_by')
    .selectAll('c')
    .select([
      'u.username as upline_username',
      'd.username as downline_username',
      'r.username as requester_username',
    ]);

/** Single contracts and the brand's settings, as the rules look them up. */
function contractReads(db: Db) {
  return {
    async settings(merchantId: number): Promise<ContractSettings[]> {
      return selectWhere(db, 'agent_contract_settings', { merchant_id: merchantId }).selectAll().execute();
    },

    async byId(merchantId: number, type: ContractType, id: bigint): Promise<ContractRecord | undefined> {
      return withNames(db)
        .where('c.merchant_id', '=', merchantId)
        .where('c.contract_type', '=', type)
        .where('c.id', '=', id)
        .executeTakeFirst();
    },

    /** The member's own contract of a type with its upline, in force now. */
    async inForceAsDownline(downlineId: bigint, type: ContractType): Promise<ContractRecord | undefined> {
      return withNames(db)
        .where('c.downline_id', '=', downlineId)
        .where('c.contract_type', '=', type)
        .where('c.status', 'in', IN_FORCE)
        .executeTakeFirst();
    },

    async inForceBetween(uplineId: bigint, downlineId: bigint, type: ContractType) {
      return selectWhere(db, 'agent_contracts', {
        upline_id: uplineId,
        downline_id: downlineId,
        contract_type: type,
      })
        .select(['id'])
        .where('status', 'in', IN_FORCE)
        .executeTakeFirst();
    },

    async pendingBetween(uplineId: bigint, downlineId: bigint, type: ContractType) {
      return selectWhere(db, 'agent_contracts', {
        upline_id: uplineId,
        downline_id: downlineId,
        contract_type: type,
        status: 'pending',
      })
        .select(['id'])
        .executeTakeFirst();
    },

    /** The member's own open contracts and requests towards its downline above a rate. */
    async openAbove(uplineId: bigint, type: ContractType, rate: number): Promise<ContractRecord[]> {
      return withNames(db)
        .where('c.upline_id', '=', uplineId)
        .where('c.contract_type', '=', type)
        .where('c.status', 'in', OPEN)
        .where('c.rate', '>', rate)
        .orderBy('c.id')
        .execute();
    },
  };
}

/** The lists of the payroll calls and the consolidated flags. */
function contractLists(db: Db) {
  return {
    async page(f: {
      merchantId: number;
      memberId: bigint;
      type: ContractType;
      role: 'upline' | 'downline' | 'all';
      status?: ContractStatus | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: ContractRecord[]; total: number }> {
      const base = () => {
        let q = withNames(db).where('c.merchant_id', '=', f.merchantId).where('c.contract_type', '=', f.type);
        q =
          f.role === 'upline'
            ? q.where('c.upline_id', '=', f.memberId)
            : f.role === 'downline'
              ? q.where('c.downline_id', '=', f.memberId)
              : q.where((eb) =>
                  eb.or([eb('c.upline_id', '=', f.memberId), eb('c.downline_id', '=', f.memberId)]),
                );
        return f.status ? q.where('c.status', '=', f.status) : q;
      };
      const [rows, count] = await Promise.all([
        base()
          .orderBy('c.offered_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(f.limit)
          .offset(f.offset)
          .execute(),
        base()
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** The contract types with a request waiting for this member's answer. */
    async awaiting(merchantId: number, memberId: bigint): Promise<ContractType[]> {
      const rows = await db
        .selectFrom('agent_contracts')
        .select('contract_type')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('downline_id', '=', memberId)]),
            eb.and([
              eb('status', '=', 'terminating'),
              eb('termination_requested_by', '<>', memberId),
              eb.or([eb('upline_id', '=', memberId), eb('downline_id', '=', memberId)]),
            ]),
          ]),
        )
        .execute();
      return rows.map((r) => r.contract_type);
    },
  };
}

/** Changes of contracts; the service runs them in its transaction, under `lockType`. */
function contractWrites(db: Db) {
  return {
    /**
     * Serializes every change of one contract type in one brand until the transaction ends: a
     * change reads caps up and down the tree, so two changes must not interleave.
     */
    async lockType(merchantId: number, type: ContractType): Promise<void> {
      await lockUntilCommit(db, 26, `agent-contracts:${merchantId}:${type}`);
    },

    async insertOffer(row: {
      merchantId: number;
      type: ContractType;
      uplineId: bigint;
      downlineId: bigint;
      tiers: StoredTier[];
      rate: number;
      period: Period | null;
      at: Date;
    }): Promise<bigint> {
      const r = await db
        .insertInto('agent_contracts')
        .values({
          merchant_id: row.merchantId,
          contract_type: row.type,
          upline_id: row.uplineId,
          downline_id: row.downlineId,
          status: 'pending',
          tiers: JSON.stringify(row.tiers),
          rate: row.rate,
          period: row.period,
          offered_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    async activate(id: bigint, at: Date): Promise<void> {
      await updateWhere(db, 'agent_contracts', { id })
        .set({ status: 'active', decided_at: at, valid_from: at })
        .execute();
    },

    /** Ends a contract in force (valid until `at`) or a waiting request (never in force). */
    async end(
      id: bigint,
      status: 'rejected' | 'terminated' | 'replaced',
      reason: ContractEndReason,
      at: Date,
    ) {
      await updateWhere(db, 'agent_contracts', { id })
        .set((eb) => ({
          status,
          end_reason: reason,
          decided_at: eb.fn.coalesce('decided_at', sql<Date>`${at}::timestamptz`),
          valid_to: eb
            .case()
            .when('valid_from', 'is not', null)
            .then(sql<Date>`${at}::timestamptz`)
            .else(null)
            .end(),
        }))
        .execute();
    },

    async requestTermination(id: bigint, by: bigint, at: Date): Promise<void> {
      await updateWhere(db, 'agent_contracts', { id })
        .set({ status: 'terminating', termination_requested_by: by, termination_requested_at: at })
        .execute();
    },

    /** A refused termination request: the contract stays in force as before. */
    async keep(id: bigint): Promise<void> {
      await updateWhere(db, 'agent_contracts', { id })
        .set({ status: 'active', termination_requested_by: null, termination_requested_at: null })
        .execute();
    },
  };
}

/** Contract rows; every method runs on the database or transaction it is given. */
export function contractsRepository(db: Db) {
  return { ...contractReads(db), ...contractLists(db), ...contractWrites(db) };
}

export type ContractsRepository = ReturnType<typeof contractsRepository>;
