import { formatMinorPlain, type StaffMission, type StaffMissionBody } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { type MissionFields, type MissionRow, missionsRepository } from './missions.repository.ts';
import { figure } from './missions.views.ts';

function staffView(m: MissionRow, brand: BrandRef, claims: number): StaffMission {
  return {
    id: m.id.toString(),
    merchantCode: brand.code,
    names: m.names,
    kind: m.kind,
    category: m.category as StaffMission['category'],
    target: figure(m.kind, m.target),
    reward: formatMinorPlain(m.reward),
    startsAt: m.starts_at.toISOString(),
    endsAt: m.ends_at.toISOString(),
    active: m.active,
    claims,
  };
}

const fieldsOf = (b: StaffMissionBody): MissionFields => ({
  names: b.names,
  kind: b.kind,
  category: b.category,
  target: b.target,
  reward: b.reward,
  startsAt: b.startsAt,
  endsAt: b.endsAt,
  active: b.active,
});

/** Once a member has been paid, what they were paid for may not change under them. */
const sameTerms = (m: MissionRow, f: MissionFields) =>
  m.kind === f.kind &&
  m.category === f.category &&
  m.target === f.target &&
  m.reward === f.reward &&
  m.starts_at.getTime() === f.startsAt.getTime();

type Write = { staff: StaffSession; ip: string; requestBrand?: BrandRef | undefined };

/** Staff keep a brand's missions; every change commits with its audit row. */
export function missionsStaffService(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, staffBrands(db), requestBrand);

  /** Runs a change of one mission with its audit row in one transaction. */
  async function change(
    w: Write,
    code: string | undefined,
    action: string,
    apply: (
      tx: ReturnType<typeof missionsRepository>,
      brand: BrandRef,
    ) => Promise<{ before: MissionRow | null; after: MissionRow }>,
  ): Promise<StaffMission> {
    const brand = await brandFor(w.staff, code, w.requestBrand);
    return db.transaction().execute(async (trx) => {
      const tx = missionsRepository(trx);
      const { before, after } = await apply(tx, brand);
      const claims = (await tx.claimCounts([after.id])).get(after.id) ?? 0;
      await audit.record(
        {
          staffId: w.staff.staffId,
          action,
          targetType: 'mission',
          targetId: after.id.toString(),
          before: before && staffView(before, brand, claims),
          after: staffView(after, brand, claims),
          ip: w.ip,
        },
        trx,
      );
      return staffView(after, brand, claims);
    });
  }

  async function locked(tx: ReturnType<typeof missionsRepository>, brand: BrandRef, id: string) {
    const m = await tx.mission(brand.id, BigInt(id), true);
    if (!m) throw new AppError('MISSION_NOT_FOUND');
    return m;
  }

  return {
    async list(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      const brand = await brandFor(staff, q.merchantCode, requestBrand);
      const repo = missionsRepository(db);
      const rows = await repo.missions(brand.id);
      const counts = await repo.claimCounts(rows.map((m) => m.id));
      return { list: rows.map((m) => staffView(m, brand, counts.get(m.id) ?? 0)) };
    },

    create(w: Write, body: StaffMissionBody) {
      return change(w, body.merchantCode, 'missions.create', async (tx, brand) => ({
        before: null,
        after: await tx.insertMission(brand.id, fieldsOf(body), now()),
      }));
    },

    update(w: Write, id: string, body: StaffMissionBody) {
      return change(w, body.merchantCode, 'missions.update', async (tx, brand) => {
        const before = await locked(tx, brand, id);
        const fields = fieldsOf(body);
        const claimed = ((await tx.claimCounts([before.id])).get(before.id) ?? 0) > 0;
        if (claimed && !sameTerms(before, fields)) throw new AppError('MISSION_HAS_CLAIMS');
        return { before, after: await tx.updateMission(before.id, fields, now()) };
      });
    },

    archive(w: Write, id: string, code: string | undefined) {
      return change(w, code, 'missions.archive', async (tx, brand) => {
        const before = await locked(tx, brand, id);
        const after = await tx.updateMission(
          before.id,
          {
            names: before.names,
            kind: before.kind,
            category: before.category,
            target: before.target,
            reward: before.reward,
            startsAt: before.starts_at,
            endsAt: before.ends_at,
            active: false,
          },
          now(),
        );
        return { before, after };
      });
    },
  };
}

export type MissionsStaffService = ReturnType<typeof missionsStaffService>;
