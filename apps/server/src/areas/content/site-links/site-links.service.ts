import type { CustomerServiceEntry, Resource, SocialLink } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { StaffBrands } from '../../brand/index.ts';
import { type BrandRef, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { type SiteListColumn, siteLinksRepository } from './site-links.repository.ts';

/**
 * One of the brand's lists kept on its merchant row: the column, the audit names, and the field
 * that tells its entries apart (a brand has one entry of each type).
 */
export interface SiteList<T> {
  column: SiteListColumn;
  /** Audit target type and the prefix of its actions ('site.resource_create' …). */
  target: string;
  keyOf(item: T): string;
  label: string;
}

export const RESOURCES: SiteList<Resource> = {
  column: 'resources',
  target: 'site_resource',
  keyOf: (r) => r.resourceType,
  label: 'resource',
};
export const SOCIAL_LINKS: SiteList<SocialLink> = {
  column: 'social_links',
  target: 'site_social_link',
  keyOf: (s) => s.type,
  label: 'social link',
};
export const CUSTOMER_SERVICE: SiteList<CustomerServiceEntry> = {
  column: 'customer_service',
  target: 'site_customer_service',
  keyOf: (c) => c.csType,
  label: 'customer-service desk',
};

interface Call {
  staff: StaffSession;
  merchantCode: string | undefined;
  ip: string;
  requestBrand?: BrandRef | undefined;
}

/**
 * The brand's app downloads, social pages and customer-service desks, edited by staff (role
 * content). Each change locks the merchant row, writes the list and its audit entry in one
 * transaction, then tells every cache of merchants (this instance at once; the others hear the
 * row's change trigger and the bus).
 */
export function siteLinksService(deps: { db: Db; brands: StaffBrands; audit: AuditService; bus: ChangeBus }) {
  const repo = siteLinksRepository();
  const read = <T>(db: Db, list: SiteList<T>, merchantId: number, lock: boolean) =>
    repo.read<T>(db, list.column, merchantId, lock);

  /** Applies `edit` to the brand's list and records it; answers the list after. */
  async function change<T>(
    list: SiteList<T>,
    call: Call,
    verb: 'create' | 'update' | 'delete',
    key: string,
    edit: (items: T[], at: number) => T[],
  ) {
    const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
    const items = await repo.transaction(deps.db, async (tx) => {
      const before = await read(tx, list, brand.id, true);
      const at = before.findIndex((item) => list.keyOf(item) === key);
      if (verb === 'create' && at >= 0) {
        throw new AppError('CONFLICT', `This brand already has a ${key} ${list.label}; change that one`);
      }
      if (verb !== 'create' && at < 0)
        throw new AppError('NOT_FOUND', `No ${key} ${list.label} on this brand`);
      const after = edit([...before], at);
      await repo.write(tx, list.column, brand.id, after);
      await deps.audit.record(
        {
          staffId: call.staff.staffId,
          action: `site.${list.target.replace(/^site_/, '')}_${verb}`,
          targetType: list.target,
          targetId: `${brand.code}:${key}`,
          before: at >= 0 ? before[at] : undefined,
          after: after.find((item) => list.keyOf(item) === key),
          ip: call.ip,
        },
        tx,
      );
      return after;
    });
    deps.bus.publish('merchant');
    return { merchantCode: brand.code, items };
  }

  return {
    async list<T>(list: SiteList<T>, call: Omit<Call, 'ip'>) {
      const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
      return { merchantCode: brand.code, items: await read(deps.db, list, brand.id, false) };
    },

    /** A new entry goes last (the footer shows social pages in list order). */
    create<T>(list: SiteList<T>, call: Call, item: T) {
      return change(list, call, 'create', list.keyOf(item), (items) => [...items, item]);
    },

    update<T>(list: SiteList<T>, call: Call, key: string, patch: Partial<T>) {
      return change(list, call, 'update', key, (items, at) =>
        items.map((item, i) => (i === at ? { ...item, ...patch } : item)),
      );
    },

    remove<T>(list: SiteList<T>, call: Call, key: string) {
      return change(list, call, 'delete', key, (items, at) => items.filter((_, i) => i !== at));
    },
  };
}

export type SiteLinksService = ReturnType<typeof siteLinksService>;
