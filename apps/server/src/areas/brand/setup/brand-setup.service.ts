import type { BrandCreate, BrandSetup, BrandSummary, BrandUpdate } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { brandsRepository } from '../merchant/brands.repository.ts';
import { staffMerchant } from '../merchant/staff-merchant.ts';
import { brandSetupRepository } from './brand-setup.repository.ts';

/**
 * Work a higher area does when a brand is created, in the same transaction (the games area gives
 * the new brand the default brand's vendors): the brand area cannot reach their tables itself.
 */
export type BrandCreatedHook = (trx: Db, brand: { id: number; templateId: number }) => Promise<void>;

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * Setting brands up from the console. A change commits with its audit row; the merchant tables'
 * change notices (topic 'merchant') drop every instance's cached brand, so the player site on the
 * brand's domains follows at once.
 */
export function brandSetupService(deps: { db: Db; audit: AuditWriter; onCreated: BrandCreatedHook[] }) {
  const { db, audit } = deps;
  const brandFor = (staff: StaffSession, code: string) => staffMerchant(staff, code, brandsRepository(db));

  async function refuseTakenDomains(q: Db, domains: string[], ownId: number | null) {
    const taken = await brandSetupRepository(q).domainsTaken(domains, ownId);
    if (taken.length > 0) throw new AppError('DOMAIN_TAKEN', undefined, { domains: taken });
  }

  /** Two changes racing for one domain: the table's key refuses the second. */
  async function domainsChecked<T>(domains: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('DOMAIN_TAKEN', undefined, { domains });
      throw err;
    }
  }

  return {
    list(staff: StaffSession): Promise<BrandSummary[]> {
      return brandSetupRepository(db).list(staff.merchantId);
    },

    async get(staff: StaffSession, code: string): Promise<BrandSetup> {
      const brand = await brandFor(staff, code);
      const setup = await brandSetupRepository(db).read(brand.id);
      if (!setup) throw new AppError('NOT_FOUND');
      return setup;
    },

    async create(staff: StaffSession, body: BrandCreate, ip: string): Promise<BrandSetup> {
      // A brand's own staff run their brand; only staff of every brand open new ones.
      if (staff.merchantId !== null) throw new AppError('FORBIDDEN');
      return domainsChecked(body.domains, () =>
        db.transaction().execute(async (trx) => {
          const repo = brandSetupRepository(trx);
          const template = await trx
            .selectFrom('merchants')
            .selectAll()
            .where('is_default', '=', true)
            .executeTakeFirst();
          if (!template) throw new AppError('NOT_FOUND');
          await refuseTakenDomains(trx, body.domains, null);
          const id = await repo.create(body, template);
          if (id === undefined) throw new AppError('BRAND_CODE_TAKEN');
          for (const hook of deps.onCreated) await hook(trx, { id, templateId: template.id });
          const after = await repo.read(id);
          if (!after) throw new AppError('NOT_FOUND');
          await audit.record(
            {
              staffId: staff.staffId,
              action: 'brand.create',
              targetType: 'merchant',
              targetId: id,
              after,
              ip,
            },
            trx,
          );
          return after;
        }),
      );
    },

    async update(staff: StaffSession, code: string, body: BrandUpdate, ip: string): Promise<BrandSetup> {
      const brand = await brandFor(staff, code);
      const entry = { staff, ip, action: 'brand.update', target: { type: 'merchant', id: brand.id } };
      return domainsChecked(body.domains, () =>
        auditedChange(db, audit, entry, {
          async read(q) {
            const setup = await brandSetupRepository(q).read(brand.id, true);
            if (!setup) throw new AppError('NOT_FOUND');
            return setup;
          },
          async write(trx) {
            await refuseTakenDomains(trx, body.domains, brand.id);
            const repo = brandSetupRepository(trx);
            const row = await repo.row(brand.id);
            if (!row) throw new AppError('NOT_FOUND');
            await repo.update(brand.id, body, row.config);
          },
        }),
      );
    },
  };
}

export type BrandSetupService = ReturnType<typeof brandSetupService>;
