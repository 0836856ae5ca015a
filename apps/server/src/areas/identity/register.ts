import type { AreaContext } from '../../platform/area-context.ts';
import { port } from '../../platform/port.ts';
import type { BrandArea } from '../brand/index.ts';
import { auditExportRoutes } from './audit/audit-export.routes.ts';
import type { KycDecidedHook } from './kyc/kyc.service.ts';
import { createMembers, membersRoutes } from './member/member.module.ts';
import type { ClubLabelOf } from './member/member.service.ts';
import type { ReferrerOfCode } from './member/register.service.ts';
import { staffExportRoutes } from './staff/staff-export.routes.ts';

/**
 * Identity's services: sessions, staff, the audit log and the auth checks every area's routes use,
 * so they are built before any area registers. Its own routes follow brand (`registerIdentity`).
 * Ports: rewards fills in how a personal referral code names its member and the club label a VIP
 * level shows; content tells a member the outcome of their identity review.
 */
export function createIdentity(ctx: AreaContext) {
  const referralCodes = port<ReferrerOfCode>('identity.referralCodes');
  const clubLabels = port<ClubLabelOf>('identity.clubLabels');
  const kycDecided = port<KycDecidedHook>('identity.kycDecided');
  const members = createMembers({
    db: ctx.db,
    env: ctx.env,
    dataDir: ctx.dataDir,
    passwordCost: ctx.passwordCost,
    redis: ctx.redis,
    redisPrefix: `${ctx.redisPrefix}rl:`,
    bus: ctx.bus,
    referrerOfCode: (code) => referralCodes.use(code),
    clubLabelOf: (vipLevel) => clubLabels.use(vipLevel),
    kycDecided: (tx, decided) => kycDecided.use(tx, decided),
    ...(ctx.now ? { now: ctx.now } : {}),
  });
  ctx.app.addHook('onClose', members.close);
  return {
    members,
    auth: members.auth,
    audit: members.audit,
    ports: { referralCodes, clubLabels, kycDecided },
  };
}

export type IdentityArea = ReturnType<typeof createIdentity>;

/** Members, registration, passwords, captcha, SMS, KYC and staff: their routes. */
export async function registerIdentity(
  ctx: AreaContext,
  identity: IdentityArea,
  needs: { brand: BrandArea },
) {
  await ctx.app.register(membersRoutes, {
    db: ctx.db,
    members: identity.members,
    merchants: needs.brand.merchants,
    domainsOf: needs.brand.domainsOf,
  });
  await ctx.app.register(auditExportRoutes, { db: ctx.db, auth: identity.auth, audit: identity.audit });
  await ctx.app.register(staffExportRoutes, { db: ctx.db, auth: identity.auth, audit: identity.audit });
}
