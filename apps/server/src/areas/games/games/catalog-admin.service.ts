import type { catalogGameSchema, catalogGameUpdateSchema } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { AppError } from '../../../plugins/errors.ts';
import {
  type BrandGameSetting,
  type CatalogAdminRow,
  catalogAdminRepository,
} from './catalog-admin.repository.ts';

type CatalogGame = z.output<typeof catalogGameSchema>;
type Update = z.output<typeof catalogGameUpdateSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCatalogGame(r: CatalogAdminRow): CatalogGame {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    vendorCode: r.vendor_code,
    vendorName: r.vendor_name,
    gameType: r.game_type,
    classify: r.classify,
    isHot: r.is_hot,
    isNew: r.is_new,
    hidden: r.hidden,
    catalogMaintenance: r.catalog_maintenance,
    maintenance: {
      on: r.maintenance,
      message: r.maintenance_message,
      from: iso(r.maintenance_from),
      until: iso(r.maintenance_until),
      active: r.maintenance_active,
    },
    updatedAt: iso(r.updated_at),
  };
}

/** The setting after a change: what the change names, the rest as it was. */
function changed(before: BrandGameSetting, update: Update): BrandGameSetting {
  const m = update.maintenance;
  return {
    hidden: update.hidden ?? before.hidden,
    maintenance: m ? m.on : before.maintenance,
    maintenanceMessage: m ? m.message || null : before.maintenanceMessage,
    maintenanceFrom: m ? m.from : before.maintenanceFrom,
    maintenanceUntil: m ? m.until : before.maintenanceUntil,
  };
}

interface StaffAct {
  staffId: bigint;
  ip: string;
}

/**
 * A brand's curation of the catalog: its games with its own setting of each, and changes to that
 * setting, each in one transaction with its audit row. Two operators changing the same game at
 * once are taken one after the other (the setting's row is locked), each audited with what it saw.
 */
export function catalogAdminService(deps: { db: Db; audit: AuditWriter }) {
  const repo = catalogAdminRepository(deps.db);
  return {
    repo,
    async update(merchantId: number, gameId: number, update: Update, by: StaffAct): Promise<CatalogGame> {
      if (!(await repo.gameExists(gameId))) throw new AppError('NOT_FOUND', 'No such game');
      return repo.transaction(async (trx) => {
        const tx = catalogAdminRepository(trx);
        const row = await tx.lockSetting(merchantId, gameId);
        const before: BrandGameSetting = {
          hidden: row.hidden,
          maintenance: row.maintenance,
          maintenanceMessage: row.maintenance_message,
          maintenanceFrom: iso(row.maintenance_from),
          maintenanceUntil: iso(row.maintenance_until),
        };
        const after = changed(before, update);
        await tx.save(merchantId, gameId, after, by.staffId);
        await deps.audit.record(
          {
            staffId: by.staffId,
            action: 'catalog.game_update',
            targetType: 'merchant_game',
            targetId: `${merchantId}:${gameId}`,
            before,
            after,
            ip: by.ip,
          },
          trx,
        );
        const saved = await tx.one(merchantId, gameId);
        if (!saved) throw new AppError('NOT_FOUND', 'No such game');
        return toCatalogGame(saved);
      });
    },
  };
}

export type CatalogAdmin = ReturnType<typeof catalogAdminService>;
