import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { BalanceReader } from '../../money/index.ts';
import { memberConsoleRepository } from './member-console.repository.ts';
import { memberSummary } from './member-summary.ts';

const minor = (b: { balance: bigint; pending: bigint; available: bigint }) => ({
  balance: String(b.balance),
  pending: String(b.pending),
  available: String(b.available),
});

/** The member page's head: who the member is, KYC, balances, agent line, VIP level and status. */
export function memberProfile(deps: { db: Db; balances: BalanceReader }) {
  const repo = memberConsoleRepository(deps.db);
  return async (staff: StaffSession, memberId: bigint) => {
    const m = await repo.member(memberId, staff.merchantId);
    if (!m) throw new AppError('NOT_FOUND', 'Member not found');
    const [kyc, balances, line] = await Promise.all([
      repo.kyc(m.id),
      deps.balances.balances(m.merchant_id, m.id, m.currency),
      repo.agentLine(m.id),
    ]);
    const images = [kyc?.front_image, kyc?.back_image, kyc?.selfie_image].filter(
      (id): id is string => typeof id === 'string',
    );
    return {
      ...memberSummary(m),
      email: m.email,
      registerIp: m.register_ip,
      registerDomain: m.register_domain,
      currency: m.currency,
      kyc: {
        status: kyc?.status ?? 'N',
        realName: m.payee_name,
        submittedAt: kyc?.submitted_at?.toISOString() ?? null,
        reviewNote: kyc?.review_note ?? null,
        imageIds: images,
      },
      balances: { cash: minor(balances.cash), bonus: minor(balances.bonus), locked: minor(balances.locked) },
      agentLine: line.map((u) => ({ id: String(u.id), username: u.username })),
    };
  };
}
