import type { BoHelpItem } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { BrandRef, StaffBrands } from '../../brand/index.ts';
import { staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import type { HelpRepository, HelpRow } from './help.repository.ts';
import { cleanHelpHtml } from './help-html.ts';

const view = (row: HelpRow, brand: BrandRef): BoHelpItem => ({
  id: row.id,
  merchantCode: brand.code,
  language: row.language,
  anchor: row.anchor,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

type Fields = { anchor: string; title: string; content: string; sort: number };

/** The article's HTML through the allow-list; markup that leaves nothing to read is refused. */
function cleaned<T extends { content?: string | undefined }>(input: T): T {
  if (input.content === undefined) return input;
  const content = cleanHelpHtml(input.content);
  if (sanitizedEmpty(content)) throw new AppError('HELP_CONTENT_EMPTY');
  return { ...input, content };
}

const sanitizedEmpty = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** Help centre articles per brand and language, managed by staff (role content); every change audited. */
export function helpService(deps: { repo: HelpRepository; brands: StaffBrands; audit: AuditService }) {
  /** The article, locked, when this operator may touch it. */
  async function owned(tx: Parameters<HelpRepository['findForUpdate']>[0], staff: StaffSession, id: number) {
    const row = await deps.repo.findForUpdate(tx, id);
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
      throw new AppError('HELP_ITEM_NOT_FOUND');
    }
    return row;
  }

  // Read after the transaction: the embedded database has one connection, held by the transaction.
  async function brandView(row: HelpRow) {
    const brand = await deps.brands.byId(row.merchant_id);
    return view(row, brand ?? { id: row.merchant_id, code: '' });
  }

  return {
    async list(
      staff: StaffSession,
      query: { merchantCode?: string | undefined; language?: string | undefined },
      requestBrand?: BrandRef,
    ) {
      const brand = await staffMerchant(staff, query.merchantCode, deps.brands, requestBrand);
      return (await deps.repo.list(brand.id, query.language)).map((r) => view(r, brand));
    },

    async create(
      staff: StaffSession,
      input: Fields & { merchantCode?: string | undefined; language: string },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await staffMerchant(staff, input.merchantCode, deps.brands, requestBrand);
      return deps.repo.transaction(async (tx) => {
        const key = { merchantId: brand.id, language: input.language, anchor: input.anchor };
        if (await deps.repo.anchorTaken(tx, key)) throw new AppError('HELP_ANCHOR_TAKEN');
        const { merchantCode: _code, ...fields } = cleaned(input);
        const row = await deps.repo.insert(tx, { merchant_id: brand.id, ...fields });
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'help.create',
            targetType: 'help_item',
            targetId: row.id,
            after: row,
            ip,
          },
          tx,
        );
        return view(row, brand);
      });
    },

    async update(staff: StaffSession, id: number, input: Partial<Fields>, ip: string) {
      const row = await deps.repo.transaction(async (tx) => {
        const before = await owned(tx, staff, id);
        if (input.anchor !== undefined && input.anchor !== before.anchor) {
          const key = { merchantId: before.merchant_id, language: before.language, anchor: input.anchor };
          if (await deps.repo.anchorTaken(tx, key, id)) throw new AppError('HELP_ANCHOR_TAKEN');
        }
        const after = await deps.repo.update(tx, id, cleaned(input));
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'help.update',
            targetType: 'help_item',
            targetId: id,
            before,
            after,
            ip,
          },
          tx,
        );
        return after;
      });
      return brandView(row);
    },

    async remove(staff: StaffSession, id: number, ip: string) {
      return deps.repo.transaction(async (tx) => {
        const before = await owned(tx, staff, id);
        await deps.repo.remove(tx, id);
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'help.delete',
            targetType: 'help_item',
            targetId: id,
            before,
            ip,
          },
          tx,
        );
        return { id };
      });
    },
  };
}

export type HelpService = ReturnType<typeof helpService>;
