import type { Db } from '../../../db/kysely.ts';
import { moneyTransaction } from '../../money/index.ts';
import type { Operator, ResultsDeps } from './draw-guards.ts';
import { refundAndMarkCancelled } from './draw-refund.ts';
import { type IncidentRow, incidentsRepository } from './incidents.repository.ts';
import { lotteryError } from './lottery.errors.ts';
import type { DrawRow } from './lottery.repository.ts';

/** An incident waits this long for its second operator; after that it has to be opened again. */
export const INCIDENT_CONFIRM_WITHIN_MS = 60 * 60 * 1000;

function incidentJson(i: IncidentRow) {
  return {
    incidentId: String(i.id),
    gameCode: i.game_code,
    reason: i.reason,
    status: i.status,
    openedBy: String(i.opened_by),
    openedAt: i.opened_at.toISOString(),
    confirmedBy: i.confirmed_by === null ? null : String(i.confirmed_by),
    confirmedAt: i.confirmed_at?.toISOString() ?? null,
    drawCount: i.draw_count,
    betCount: i.bet_count,
  };
}

function byMerchant(draws: DrawRow[]): [number, DrawRow[]][] {
  const groups = new Map<number, DrawRow[]>();
  for (const d of draws) groups.set(d.merchant_id, [...(groups.get(d.merchant_id) ?? []), d]);
  // Merchants in one order, so two incidents never take the merchants' payout locks crosswise.
  return [...groups].sort(([a], [b]) => a - b);
}

async function openIncident(deps: ResultsDeps, gameCode: string, reason: string, op: Operator) {
  return deps.db.transaction().execute(async (trx) => {
    const repo = incidentsRepository(trx);
    if (!(await repo.isRngGame(gameCode))) {
      throw lotteryError('LOTTERY_GAME_NOT_FOUND', 'no RNG game has this code');
    }
    const row = await repo.insert({ gameCode, reason, openedBy: op.staffId, openedAt: deps.now() });
    await deps.audit.record(
      {
        staffId: op.staffId,
        action: 'lottery.incident_open',
        targetType: 'lottery_incident',
        targetId: row.id,
        after: { gameCode, reason, status: row.status },
        ip: op.ip,
      },
      trx,
    );
    return incidentJson(row);
  });
}

/** Refunds and cancels the draws, each audited; answers how many bets came back. */
async function cancelDraws(
  deps: ResultsDeps,
  trx: Db,
  incident: IncidentRow,
  draws: DrawRow[],
  op: Operator,
  at: Date,
) {
  let bets = 0;
  for (const [merchantId, group] of byMerchant(draws)) {
    const done = await refundAndMarkCancelled(trx, merchantId, group, {
      at,
      reason: incident.reason,
      incidentId: incident.id,
    });
    for (const d of done) {
      bets += d.bets;
      await deps.audit.record(
        {
          staffId: op.staffId,
          action: 'lottery.draw_incident_cancel',
          targetType: 'lottery_draw',
          targetId: d.draw.id,
          before: { status: d.draw.status },
          after: {
            status: 'cancelled',
            incidentId: incident.id,
            reason: incident.reason,
            bets: d.bets,
            refunded: d.refunded,
          },
          ip: op.ip,
        },
        trx,
      );
    }
  }
  return bets;
}

async function confirmIncident(deps: ResultsDeps, incidentId: bigint, op: Operator) {
  // A deadlock with a bet or the scheduler rolls everything back; the whole confirmation runs again.
  return moneyTransaction(deps.db, async (trx) => {
    const repo = incidentsRepository(trx);
    const incident = await repo.lock(incidentId);
    if (!incident) throw lotteryError('LOTTERY_INCIDENT_NOT_FOUND');
    if (incident.status !== 'pending') throw lotteryError('LOTTERY_INCIDENT_STATE', 'confirmed already');
    if (incident.opened_by === op.staffId) throw lotteryError('LOTTERY_SAME_OPERATOR');
    const at = deps.now();
    if (at.getTime() - incident.opened_at.getTime() > INCIDENT_CONFIRM_WITHIN_MS) {
      throw lotteryError('LOTTERY_INCIDENT_STATE', 'it waited more than an hour; open a new one');
    }
    const draws = await repo.lockOpenDraws(incident.game_code);
    const bets = await cancelDraws(deps, trx, incident, draws, op, at);
    const confirmed = await repo.confirm(incident.id, {
      by: op.staffId,
      at,
      drawCount: draws.length,
      betCount: bets,
    });
    await deps.audit.record(
      {
        staffId: op.staffId,
        action: 'lottery.incident_confirm',
        targetType: 'lottery_incident',
        targetId: incident.id,
        before: { status: 'pending', openedBy: incident.opened_by, openedAt: incident.opened_at },
        after: {
          status: 'confirmed',
          gameCode: incident.game_code,
          reason: incident.reason,
          openedBy: incident.opened_by,
          confirmedBy: op.staffId,
          confirmedAt: at,
          draws: draws.map((d) => String(d.id)),
          bets,
        },
        ip: op.ip,
      },
      trx,
    );
    return incidentJson(confirmed);
  });
}

/**
 * Platform incidents of the RNG lottery. A chain-seeded draw's outcome is known to the house in
 * advance, so no single one that took a bet may be cancelled by choice; when a game cannot go on
 * (a fault in its draws, its settlement or its seeds), one operator opens an incident for the
 * game with a reason and a different one confirms it, and every open draw of the game on every
 * brand is cancelled and refunded at once, in one transaction with the confirmation and the audit.
 */
export function incidentsService(deps: ResultsDeps) {
  return {
    open: (gameCode: string, reason: string, op: Operator) => openIncident(deps, gameCode, reason, op),
    confirm: (incidentId: bigint, op: Operator) => confirmIncident(deps, incidentId, op),
    async list(q: { status?: 'pending' | 'confirmed' | undefined; limit: number }) {
      return { list: (await incidentsRepository(deps.db).list(q)).map(incidentJson) };
    },
  };
}

export type IncidentsService = ReturnType<typeof incidentsService>;
