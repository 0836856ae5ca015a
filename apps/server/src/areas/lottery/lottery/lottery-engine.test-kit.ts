import { beforeAll, expect } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import type { DbKind } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery, type Lottery } from './lottery.module.ts';

/** Sunday 1 March 2026, 15:00 in Hà Nội. */
export const START = new Date('2026-03-01T08:00:00Z');

/**
 * The lottery engine as its suites drive it: a test app on a test clock at START, the engine's
 * scheduler ticked once before the first case, and the calls a member and an operator make.
 */
export function lotteryEngine(kind: DbKind) {
  let lottery: Lottery;
  const clock = testClock(START);
  const call = caller(() => t);

  const login = async (username: string, password: string, path = '/wps/session/login') => {
    // Staff sign in through both steps (password, then a code of their authenticator).
    if (path === '/bo/api/session/login') return staffToken(() => t, username, password);
    const res = await call('POST', path, { payload: { username, password, type: 'username' } });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const menu = async (code: string) => {
    const items = (await call('GET', '/lgw/games/game_menus')).json().value.list as Record<string, unknown>[];
    return items.find((i) => i.gameCode === code) as Record<string, unknown>;
  };
  const tick = () => lottery.scheduler.tick();

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await tick();
  });
  return { t, clock, call, login, menu, tick };
}
