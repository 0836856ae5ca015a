import { randomUUID } from 'node:crypto';
import {
  ageOn,
  type IdUploadPayload,
  type KycPersonalInfo,
  type KycStatus,
  kycPersonalInfoSchema,
  minimumAge,
  type SecurityConfig,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type CheckedImage, checkImage } from '../../../platform/image-check.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffSession } from '../staff/staff.service.ts';
import type { KycImageRow, KycRepository, KycRow } from './kyc.repository.ts';
import type { KycImageKind } from './kyc.tables.ts';

export interface KycMember {
  memberId: bigint;
  merchantId: number;
}

/**
 * What a registration tells about the member's identity (§3 KYC personal info, plus the ID number
 * of step 1), as far as the brand's form asks for it: any field may be missing.
 */
export type RegistrationIdentity = {
  -readonly [K in keyof KycPersonalInfo]?: KycPersonalInfo[K] | string;
} & { idNumber?: string };

const today = (d: Date) => d.toISOString().slice(0, 10);

function publicView(row: KycRow | undefined) {
  return {
    status: (row?.status ?? 'N') as KycStatus,
    hasImages: Boolean(row?.front_image && row.selfie_image),
    // Registration may have kept only part of it (what the brand's form asks): complete means
    // everything the personal-info form asks for.
    hasPersonalInfo: kycPersonalInfoSchema.safeParse(row?.personal).success,
  };
}

function enabled(merchant: Merchant): boolean {
  return merchant.register_config.idVerification === true;
}

async function writeImage(
  deps: { repo: KycRepository; storage: BlobStorage },
  member: KycMember,
  kind: KycImageKind,
  image: CheckedImage,
): Promise<string> {
  const id = randomUUID();
  const key = `kyc/${member.merchantId}/${member.memberId}/${id}.${image.ext}`;
  await deps.storage.put(key, image.bytes);
  await deps.repo.insertImage({
    id,
    member_id: member.memberId,
    merchant_id: member.merchantId,
    kind,
    storage_key: key,
    content_type: image.contentType,
    size_bytes: image.bytes.length,
    sha256: image.sha256,
  });
  return id;
}

async function read(storage: BlobStorage, image: KycImageRow) {
  const bytes = await storage.get(image.storage_key);
  if (!bytes) throw new AppError('NOT_FOUND');
  return { bytes, contentType: image.content_type };
}

/** A review's outcome, told to the member by a higher area (content's inbox) in the review's transaction. */
export type KycDecidedHook = (
  tx: Db,
  decided: { merchantId: number; memberId: bigint; status: 'A' | 'R'; note: string | null },
) => Promise<void>;

interface KycDeps {
  repo: KycRepository;
  storage: BlobStorage;
  audit: AuditService;
  now?: () => Date;
  onDecided?: KycDecidedHook;
}

/** What a member does: sees the state, uploads ID images, gives personal info; and what registration keeps. */
function memberKyc(deps: KycDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async securityConfig(merchant: Merchant, member: KycMember): Promise<SecurityConfig> {
      const view = publicView(await deps.repo.find(member.memberId));
      return {
        info: {
          idVerification: {
            enabled: enabled(merchant),
            isComplete: view.hasImages && view.hasPersonalInfo,
            status: view.status,
          },
        },
      };
    },

    /**
     * Stores the three ID images (a missing back reuses the front, as registration does) and puts
     * the review in P. Every image is checked before any is stored, so a bad one changes nothing.
     */
    async uploadImages(merchant: Merchant, member: KycMember, input: IdUploadPayload) {
      if (!enabled(merchant)) throw new AppError('KYC_DISABLED');
      const current = await deps.repo.find(member.memberId);
      if (current?.status === 'A') throw new AppError('KYC_ALREADY_APPROVED');
      if (!input.idCardFront) throw new AppError('UPLOAD_FRONT_REQUIRED');
      if (!input.idCardSelfie) throw new AppError('UPLOAD_SELFIE_REQUIRED');
      const front = checkImage(input.idCardFront);
      const back = input.idCardBack ? checkImage(input.idCardBack) : front;
      const selfie = checkImage(input.idCardSelfie);

      const ids = {
        front_image: await writeImage(deps, member, 'front', front),
        back_image: await writeImage(deps, member, 'back', back),
        selfie_image: await writeImage(deps, member, 'selfie', selfie),
      };
      await deps.repo.ensure(member.memberId, member.merchantId);
      const at = now();
      const row = await deps.repo.update(member.memberId, {
        ...ids,
        status: 'P',
        submitted_at: at,
        reviewed_at: null,
        reviewed_by: null,
        review_note: null,
        updated_at: at,
      });
      return {
        ...publicView(row),
        images: { front: ids.front_image, back: ids.back_image, selfie: ids.selfie_image },
      };
    },

    async setPersonalInfo(merchant: Merchant, member: KycMember, info: KycPersonalInfo) {
      if (!enabled(merchant)) throw new AppError('KYC_DISABLED');
      const at = now();
      const age = ageOn(info.birthday, today(at));
      if (age === null || info.birthday > today(at)) throw new AppError('BIRTHDAY_INVALID');
      const min = minimumAge(merchant.brand_settings.regionalVariant);
      if (age < min) throw new AppError('AGE_UNDER', `You must be ${min} or over to register`, { age: min });
      const current = await deps.repo.find(member.memberId);
      if (current?.status === 'A') throw new AppError('KYC_ALREADY_APPROVED');
      await deps.repo.ensure(member.memberId, member.merchantId);
      const row = await deps.repo.update(member.memberId, {
        id_type: info.idType,
        personal: JSON.stringify(info),
        updated_at: at,
      });
      return publicView(row);
    },

    /**
     * Keeps the identity details given at registration in the member's KYC record, where staff
     * review them with the ID images. Nothing is kept when the brand does not verify identities.
     */
    async recordRegistration(merchant: Merchant, member: KycMember, identity: RegistrationIdentity) {
      if (!enabled(merchant)) return;
      await deps.repo.ensure(member.memberId, member.merchantId);
      await deps.repo.update(member.memberId, {
        id_type: typeof identity.idType === 'number' ? identity.idType : null,
        personal: JSON.stringify(identity),
        updated_at: now(),
      });
    },
  };
}

/** ID images, to their owner or to a reviewer of their merchant. */
function kycImages(deps: KycDeps) {
  return {
    /** An ID image for its owner only; anyone else learns nothing, not even that it exists. */
    async imageForMember(member: KycMember, imageId: string) {
      const image = await deps.repo.image(imageId);
      if (!image || image.member_id !== member.memberId || image.merchant_id !== member.merchantId) {
        throw new AppError('NOT_FOUND');
      }
      return read(deps.storage, image);
    },

    /** An ID image for a reviewer of its merchant; every view is audit-logged. */
    async imageForStaff(staff: StaffSession, imageId: string, ip: string) {
      const image = await deps.repo.image(imageId);
      if (!image || (staff.merchantId !== null && staff.merchantId !== image.merchant_id)) {
        throw new AppError('NOT_FOUND');
      }
      await deps.audit.record({
        staffId: staff.staffId,
        action: 'kyc.image_view',
        targetType: 'member',
        targetId: image.member_id,
        after: { imageId, kind: image.kind },
        ip,
      });
      return read(deps.storage, image);
    },
  };
}

/** The reviewers' queue and their decisions. */
function kycReviews(deps: KycDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(staff: StaffSession, status: KycStatus, limit = 100) {
      const rows = await deps.repo.listByStatus(status, staff.merchantId, limit);
      return rows.map((r) => ({
        memberId: r.member_id.toString(),
        merchantId: r.merchant_id,
        username: r.username,
        status: r.status,
        idType: r.id_type,
        personal: r.personal,
        images: { front: r.front_image, back: r.back_image, selfie: r.selfie_image },
        submittedAt: r.submitted_at?.toISOString() ?? null,
        reviewedAt: r.reviewed_at?.toISOString() ?? null,
        note: r.review_note,
      }));
    },

    /** P -> A or P -> R, with the audit row in the same transaction. */
    async review(
      staff: StaffSession,
      memberId: bigint,
      decision: 'approve' | 'reject',
      note: string | null,
      ip: string,
    ) {
      return deps.repo.transaction(async (tx) => {
        const before = await deps.repo.findForUpdate(tx, memberId);
        if (!before || (staff.merchantId !== null && staff.merchantId !== before.merchant_id)) {
          throw new AppError('NOT_FOUND');
        }
        if (before.status !== 'P') throw new AppError('KYC_NOT_PENDING');
        const at = now();
        const after = await deps.repo.update(
          memberId,
          {
            status: decision === 'approve' ? 'A' : 'R',
            reviewed_at: at,
            reviewed_by: staff.staffId,
            review_note: note,
            updated_at: at,
          },
          tx,
        );
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: `kyc.${decision}`,
            targetType: 'member',
            targetId: memberId,
            before: { status: before.status },
            after: { status: after.status, note },
            ip,
          },
          tx,
        );
        const status = after.status === 'A' ? 'A' : 'R';
        await deps.onDecided?.(tx, { merchantId: before.merchant_id, memberId, status, note });
        return { memberId: memberId.toString(), status: after.status };
      });
    },
  };
}

export function kycService(deps: KycDeps) {
  return { ...memberKyc(deps), ...kycImages(deps), ...kycReviews(deps) };
}

export type KycService = ReturnType<typeof kycService>;
