import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import type { PasswordCost } from '../../../platform/password.ts';
import { memoryRateStore, type RateStore, redisRateStore } from '../../../platform/rate-store.ts';
import { type BlobStorage, localDiskStorage } from '../../../platform/storage.ts';
import { memberAuth } from '../../../plugins/auth.ts';
import type { MerchantService } from '../../brand/index.ts';
import { createBalanceReader } from '../../money/index.ts';
import { auditService } from '../audit/audit.service.ts';
import { captchaRepository } from '../captcha/captcha.repository.ts';
import { captchaRoutes } from '../captcha/captcha.routes.ts';
import { captchaService } from '../captcha/captcha.service.ts';
import { kycRepository } from '../kyc/kyc.repository.ts';
import { kycRoutes } from '../kyc/kyc.routes.ts';
import { type KycDecidedHook, kycService } from '../kyc/kyc.service.ts';
import { kycExport } from '../kyc/kyc-export.ts';
import { memberConsoleRoutes } from '../member-console/member-console.routes.ts';
import { memberConsoleService } from '../member-console/member-console.service.ts';
import { memberExport } from '../member-console/member-export.ts';
import { loginGuard, memberLoginCounter } from '../session/login-guard.ts';
import { cachedSessions } from '../session/session.cache.ts';
import { sessionService } from '../session/session.service.ts';
import { type SmsProvider, sandboxSmsProvider } from '../sms/sms.provider.ts';
import { smsRepository } from '../sms/sms.repository.ts';
import { smsRoutes } from '../sms/sms.routes.ts';
import { smsService } from '../sms/sms.service.ts';
import { staffRepository } from '../staff/staff.repository.ts';
import { staffRoutes } from '../staff/staff.routes.ts';
import { staffService } from '../staff/staff.service.ts';
import { staffAdminModule } from '../staff/staff-admin.module.ts';
import { staffAdminRoutes } from '../staff/staff-admin.routes.ts';
import { type MailProvider, sandboxMailProvider } from './mail.provider.ts';
import { memberRepository } from './member.repository.ts';
import { memberRoutes } from './member.routes.ts';
import { type ClubLabelOf, memberService } from './member.service.ts';
import { memberStatusRoutes } from './member-status.routes.ts';
import { memberStatusService } from './member-status.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { passwordService } from './password.service.ts';
import { registerRoutes } from './register.routes.ts';
import { type ReferrerOfCode, registerService } from './register.service.ts';
import { sandboxMailRoutes } from './sandbox-mail.routes.ts';

export interface MembersModuleDeps {
  db: Db;
  env: 'development' | 'production' | 'test';
  /** Root of private uploads; ID images go under `<dataDir>/uploads`. */
  dataDir: string;
  passwordCost?: PasswordCost | undefined;
  /** With REDIS_URL, abuse counters are shared between instances. */
  redisUrl?: string | undefined;
  /** A Redis client the caller owns (and closes); used instead of connecting to redisUrl. */
  redis?: Redis | undefined;
  /** Prefix of every counter key in Redis, so deployments (or test runs) sharing one keep apart. */
  redisPrefix?: string | undefined;
  now?: () => Date;
  /** Real gateways; the sandbox ones (tables sandbox_sms / sandbox_mail) otherwise. */
  smsProvider?: SmsProvider;
  mailProvider?: MailProvider;
  storage?: BlobStorage;
  rateStore?: RateStore;
  /** Hears session revocations from every instance; with it, sessions are checked from memory. */
  bus?: ChangeBus | undefined;
  /** Reads members' personal referral codes at registration (rewards fills it in). */
  referrerOfCode: ReferrerOfCode;
  /** A member's club label by VIP level (rewards fills it in). */
  clubLabelOf: ClubLabelOf;
  /** Tells a member the outcome of their identity review (content's inbox fills it in). */
  kycDecided?: KycDecidedHook;
}

/**
 * Members, sessions, captcha, SMS, KYC, staff and the audit log, wired together. Other features
 * use `auth` (preHandlers), `audit` (staff action log) and `sessions`.
 */
export function createMembers(deps: MembersModuleDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ? { passwordCost: deps.passwordCost } : {};
  let redis: Redis | undefined;
  let store = deps.rateStore;
  if (!store && deps.redis) store = redisRateStore(deps.redis, deps.redisPrefix);
  if (!store && deps.redisUrl) {
    redis = new Redis(deps.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    store = redisRateStore(redis, deps.redisPrefix);
  }
  store ??= memoryRateStore();

  const audit = auditService(db);
  const sessions = deps.bus
    ? cachedSessions(sessionService(db, now), deps.bus, now)
    : sessionService(db, now);
  const staff = staffService({ repo: staffRepository(db), audit, now });
  const auth = memberAuth(sessions, staff);
  const captcha = captchaService({ repo: captchaRepository(db), store, now });
  const sms = smsService({
    repo: smsRepository(db),
    provider: deps.smsProvider ?? sandboxSmsProvider(db),
    store,
    now,
  });
  const kyc = kycService({
    repo: kycRepository(db),
    storage: deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads')),
    audit,
    now,
    ...(deps.kycDecided ? { onDecided: deps.kycDecided } : {}),
  });
  const repo = memberRepository(db);
  const members = memberService({
    repo,
    sessions,
    guard: loginGuard({ store, captcha, accounts: memberLoginCounter(db), now }),
    sms,
    isNonMemberCredential: staff.isStaffCredential,
    clubLabelOf: deps.clubLabelOf,
    now,
    ...cost,
  });
  const registration = registerService({
    repo,
    sessions,
    sms,
    captcha,
    kyc,
    now,
    referrerOfCode: deps.referrerOfCode,
    ...cost,
  });
  const passwords = passwordService({
    repo,
    sessions,
    sms,
    mail: deps.mailProvider ?? sandboxMailProvider(db),
    now,
    ...cost,
  });

  const statuses = memberStatusService({ db, audit, sessions });

  return {
    auth,
    statuses,
    audit,
    sessions,
    staff,
    staffAdmin: staffAdminModule({ db, audit, now, passwordCost: deps.passwordCost }),
    captcha,
    sms,
    kyc,
    members,
    registration,
    passwords,
    repo,
    sandbox: deps.env === 'production' ? null : { db },
    async close() {
      await redis?.quit();
    },
  };
}

export type Members = ReturnType<typeof createMembers>;

/** Every route of the module. */
export async function membersRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    members: Members;
    merchants: MerchantService;
    domainsOf: (merchantId: number) => Promise<string[]>;
  },
) {
  const m = opts.members;
  await app.register(memberRoutes, { members: m.members, sessions: m.sessions, auth: m.auth });
  await app.register(registerRoutes, { registration: m.registration, merchants: opts.merchants });
  await app.register(passwordRoutes, { passwords: m.passwords, auth: m.auth, domainsOf: opts.domainsOf });
  await app.register(captchaRoutes, {
    captcha: m.captcha,
    auth: m.auth,
    sandbox: m.sandbox ? { repo: captchaRepository(m.sandbox.db) } : null,
  });
  await app.register(smsRoutes, {
    sms: m.sms,
    auth: m.auth,
    isRegistered: async (merchantId, dial, national) =>
      (await m.repo.findByMobile(merchantId, dial, national)) !== undefined,
    sandbox: m.sandbox,
  });
  if (m.sandbox) await app.register(sandboxMailRoutes, { auth: m.auth, db: m.sandbox.db });
  await app.register(kycRoutes, { kyc: m.kyc, auth: m.auth, audit: m.audit, exportOf: kycExport(opts.db) });
  await app.register(memberStatusRoutes, { statuses: m.statuses, auth: m.auth });
  const { admin, sessions, signIn } = m.staffAdmin;
  await app.register(staffRoutes, { staff: m.staff, sessions, signIn, auth: m.auth, audit: m.audit });
  await app.register(staffAdminRoutes, { admin, sessions, auth: m.auth });
  const memberConsole = memberConsoleService({
    db: opts.db,
    audit: m.audit,
    balances: createBalanceReader(opts.db),
    passwords: m.passwords,
    sms: m.sms,
    // A staff-sent link opens on the brand's first domain: there is no member's request to follow.
    resetUrlOf: async (merchantId) =>
      `https://${(await opts.domainsOf(merchantId))[0] ?? 'localhost'}/reset-password`,
  });
  await app.register(memberConsoleRoutes, {
    console: memberConsole,
    exportOf: memberExport(opts.db),
    auth: m.auth,
    audit: m.audit,
  });
}
