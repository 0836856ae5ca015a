import type { TestContext } from '../../../test/test-app.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';

let seq = 0;
export const rid = () => `msn-${Date.now().toString(36)}-${++seq}`;

const HOUR = 3_600_000;

/** The current hour's start, moved by whole hours: mission periods start and end on whole hours. */
export function hourFromNow(hours: number): string {
  return new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();
}

/** Missions made by finance staff, the member's summary and claims. */
export function missionsKit(t: () => TestContext, prefix: string) {
  const cashier = cashierKit(t, prefix);
  const { call } = cashier;

  /** A running mission (an hour ago to two hours on) with the given fields; answers its id. */
  async function create(staff: string, fields: Record<string, unknown>): Promise<string> {
    const res = await call('POST', '/bo/api/missions', {
      token: staff,
      payload: {
        names: { EN: `Mission ${++seq}` },
        kind: 'bet_count',
        target: '1',
        reward: '10',
        startsAt: hourFromNow(-1),
        endsAt: hourFromNow(2),
        ...fields,
      },
    });
    if (res.statusCode !== 200) throw new Error(`mission: ${res.body}`);
    return res.json().value.id as string;
  }

  async function summary(token: string) {
    const res = await call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token });
    if (res.statusCode !== 200) throw new Error(`summary: ${res.body}`);
    return res.json().value as {
      claimableCount: number;
      list: Array<{ id: string; progress: string; state: string; percent: number; name: string }>;
    };
  }

  async function mission(token: string, id: string) {
    const m = (await summary(token)).list.find((x) => x.id === id);
    if (!m) throw new Error(`mission ${id} not listed`);
    return m;
  }

  const claim = (token: string, missionId: string, requestId = rid()) =>
    call('POST', '/wps/missions/claim', { token, payload: { missionId, requestId } });

  return { ...cashier, create, summary, mission, claim };
}
