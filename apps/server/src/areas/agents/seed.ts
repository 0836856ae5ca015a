import type { SeedRun } from '../../platform/seed-run.ts';
import { seedDemoAgents } from './agents/agents.seed.ts';

/** The demo agents' contract (agent01 pays agent02 a daily salary). */
export async function seedAgents(run: SeedRun): Promise<void> {
  const agents = await seedDemoAgents(run.db, run.id('merchantId'), {
    agentId: run.id('agentId'),
    subAgentId: run.id('subAgentId'),
  });
  run.log(agents.created ? 'agent contracts ready (agent01 → agent02 daily salary)' : 'agent contracts kept');
}
