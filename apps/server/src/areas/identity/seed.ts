import type { SeedRun } from '../../platform/seed-run.ts';
import { seedDemoMembers } from './member/demo-members.ts';
import { seedDemoRoleStaff, seedDemoStaff } from './staff/demo-staff.ts';

/** The demo accounts (players and agents, kept for later steps) and the demo operators. */
export async function seedIdentity(run: SeedRun): Promise<void> {
  const cost = run.options.passwordCost;
  const { memberId, agentId, subAgentId } = await seedDemoMembers(run.db, run.id('merchantId'), cost);
  run.log(`demo accounts ready (demo01 id ${memberId})`);
  run.keep({ memberId, agentId, subAgentId });
  await seedDemoStaff(run.db, cost);
  await seedDemoRoleStaff(run.db, run.id('merchantId'), cost);
  run.log('demo operators ready (admin, and one per other role on the demo brand)');
}
