import { lotteryContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { DRAWS_CSV_HEADER } from './draw-board.ts';
import { lotteryError } from './lottery.errors.ts';
import type { Lottery } from './lottery.service.ts';

/** Back office: draws, two-person result entry, imports, cancellations, two-person voids and incidents (every change audited). */
export async function lotteryBoRoutes(
  app: FastifyInstance,
  opts: { lottery: Lottery; auth: MemberAuth; audit: AuditWriter },
) {
  const { results, holidays, incidents } = opts.lottery;
  // Who may do what is the permission each contract names: reading, entering results, voiding.
  const staffGate = opts.auth.requireStaff();
  /** The calendar and incidents are the same for every merchant: only operators of the whole platform act on them. */
  // The gate first, so its permission check runs before the body is read; then the platform check.
  const calendarKeeper = [
    staffGate,
    async (req: FastifyRequest) => {
      if (staffOf(req).merchantId !== null) throw new AppError('STAFF_FORBIDDEN');
    },
  ];
  const op = (req: FastifyRequest) => {
    const s = staffOf(req);
    return { staffId: s.staffId, merchantId: s.merchantId, ip: req.ip };
  };
  /** Staff of every merchant name the merchant; others work on their own. */
  const merchantFor = async (req: FastifyRequest) => staffOf(req).merchantId ?? (await req.merchant()).id;

  contractRoute(app, c['lottery.boDraws'], { preHandler: staffGate }, async ({ query }, req) =>
    results.list(op(req), query),
  );
  contractRoute(
    app,
    c['lottery.boDrawsCsv'],
    { preHandler: staffGate },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'lottery.boDrawsCsv',
        filters: query,
        fileName: `lottery-draws-${new Date().toISOString().slice(0, 10)}.csv`,
        header: DRAWS_CSV_HEADER,
        rows: results.csvLines(op(req), query),
      }),
  );
  contractRoute(app, c['lottery.boEnterResult'], { preHandler: staffGate }, async ({ params, body }, req) =>
    results.enter(BigInt(params.drawId), body.winningNumber, op(req)),
  );
  contractRoute(app, c['lottery.boImportResults'], { preHandler: staffGate }, async ({ body }, req) =>
    results.importMany(await merchantFor(req), body.gameCode, body.results, op(req)),
  );
  contractRoute(app, c['lottery.boConfirmResult'], { preHandler: staffGate }, async ({ params, body }, req) =>
    results.confirm(BigInt(params.entryId), op(req), body?.winningNumber),
  );
  contractRoute(app, c['lottery.boRejectResult'], { preHandler: staffGate }, async ({ params, body }, req) =>
    results.reject(BigInt(params.entryId), op(req), body.note),
  );
  contractRoute(app, c['lottery.boCancelDraw'], { preHandler: staffGate }, async ({ params, body }, req) => {
    if (!params.drawId) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
    return results.cancel(BigInt(params.drawId), body.reason, op(req));
  });
  contractRoute(app, c['lottery.boHolidays'], { preHandler: staffGate }, async ({ query }) => ({
    list: await holidays.list(query),
  }));
  contractRoute(
    app,
    c['lottery.boPutHoliday'],
    { preHandler: calendarKeeper },
    async ({ params, body }, req) => holidays.put({ ...params, name: body.name }, op(req)),
  );
  contractRoute(app, c['lottery.boRemoveHoliday'], { preHandler: calendarKeeper }, async ({ params }, req) =>
    holidays.remove(params.region, params.day, op(req)),
  );
  contractRoute(app, c['lottery.boIncidents'], { preHandler: staffGate }, async ({ query }) =>
    incidents.list(query),
  );
  contractRoute(app, c['lottery.boOpenIncident'], { preHandler: calendarKeeper }, async ({ body }, req) =>
    incidents.open(body.gameCode, body.reason, op(req)),
  );
  contractRoute(
    app,
    c['lottery.boConfirmIncident'],
    { preHandler: calendarKeeper },
    async ({ params }, req) => incidents.confirm(BigInt(params.incidentId), op(req)),
  );
  contractRoute(app, c['lottery.boConfirmVoid'], { preHandler: staffGate }, async ({ params }, req) =>
    results.confirmVoid(BigInt(params.drawId), op(req)),
  );
  const { sandbox } = opts.lottery;
  if (sandbox) {
    contractRoute(
      app,
      c['lottery.boSandboxDrawNow'],
      { preHandler: staffGate },
      async ({ params, body }, req) =>
        sandbox.drawNow(BigInt(params.drawId), op(req), body?.leaveToOperators),
    );
  }
}
