import { createHash } from 'node:crypto';
import type { OfferArt, offerCreateSchema, offerUpdateSchema } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { entriesFor } from '../../../platform/audit-writer.ts';
import { AppError } from '../../../plugins/errors.ts';
import { promoArtKey, promoSvg } from '../../content/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { promotionsRepository } from '../promotions/promotions.repository.ts';
import { bonusRepository } from './bonus.repository.ts';
import { ruleColumns } from './bonus-staff.service.ts';
import { offersRepository } from './offers.repository.ts';
import { offerMerchant, offersService, ownedPromotion } from './offers.service.ts';

type OfferCreate = z.output<typeof offerCreateSchema>;
type OfferUpdate = z.output<typeof offerUpdateSchema>;

async function artImage(tx: Db, merchantId: number, art: OfferArt) {
  const svg = Buffer.from(promoSvg(art));
  const sha = createHash('sha256').update(svg).digest('hex');
  return offersRepository(tx).artImage(merchantId, promoArtKey(art), svg, sha, tx);
}

/** The rule's columns, with its period following the promotion's and `active` following it too. */
function ruleOf(rule: OfferUpdate['rule'], active: boolean | undefined) {
  if (!rule) return undefined;
  return ruleColumns(active === undefined ? rule : { ...rule, active });
}

/**
 * Making and changing a promotion with its bonus rule in one transaction, audit-logged there
 * (finance, admin). Switching `active` switches the rule too: members joined before keep their grants.
 */
export function offersEditService(deps: {
  db: Db;
  audit: AuditService;
  changed: () => void;
  now: () => Date;
}) {
  const { db, audit, now } = deps;
  const entry = entriesFor('promotion');

  async function inTx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const out = await db.transaction().execute(fn);
    deps.changed();
    return out;
  }

  return {
    async create(staff: StaffSession, input: OfferCreate, ip: string) {
      const merchantId = await offerMerchant(db, staff, input.merchantId);
      const cols = ruleOf(input.rule, input.active);
      return inTx(async (tx) => {
        const promo = await promotionsRepository(db).insert(
          {
            merchant_id: merchantId,
            category: input.category,
            image_id: await artImage(tx, merchantId, input.art),
            starts_at: input.startsAt,
            ends_at: input.endsAt,
            active: input.active,
          },
          input.texts,
          tx,
        );
        await bonusRepository(tx).insertRule({ ...cols!, merchant_id: merchantId, promotion_id: promo.id });
        const view = await offersService(tx).one(promo);
        await audit.record(entry(staff, ip, 'promotion.create', promo.id, undefined, view), tx);
        return view;
      });
    },

    async update(staff: StaffSession, id: bigint, input: OfferUpdate, ip: string) {
      return inTx(async (tx) => {
        const service = offersService(tx);
        const before = ownedPromotion(staff, await promotionsRepository(tx).one(id, tx));
        const beforeView = await service.one(before);
        const startsAt = input.startsAt ?? before.starts_at.toISOString();
        const endsAt = input.endsAt === undefined ? (before.ends_at?.toISOString() ?? null) : input.endsAt;
        if (endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) {
          throw new AppError('VALIDATION', 'The end must come after the start');
        }
        const { texts, art, rule, startsAt: _s, endsAt: _e, ...rest } = input;
        const image = art ? { image_id: await artImage(tx, before.merchant_id, art) } : {};
        const row = await promotionsRepository(tx).update(
          id,
          { ...rest, ...image, starts_at: startsAt, ends_at: endsAt, updated_at: now() },
          texts,
          tx,
        );
        await changeRule(tx, id, before.merchant_id, input);
        const view = await service.one(row);
        await audit.record(entry(staff, ip, 'promotion.update', id, beforeView, view), tx);
        return view;
      });
    },
  };

  /** Writes the new rule, adds one to a promotion that had none, or switches the old one on or off. */
  async function changeRule(tx: Db, promotionId: bigint, merchantId: number, input: OfferUpdate) {
    const repo = bonusRepository(tx);
    const existing = await offersRepository(tx).ruleOf(promotionId, tx);
    const cols = ruleOf(input.rule, input.active);
    if (cols && existing) await repo.updateRule(existing.id, { ...cols, updated_at: now() });
    else if (cols) await repo.insertRule({ ...cols, merchant_id: merchantId, promotion_id: promotionId });
    else if (existing && input.active !== undefined) {
      await repo.updateRule(existing.id, { active: input.active, updated_at: now() });
    }
  }
}

export type OffersEditService = ReturnType<typeof offersEditService>;
