import { type ApiContract, CONTRACTS, rolesMay, STAFF_ROLES } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/member-kit.ts';
import { STAFF_PASSWORD, staffKit } from '../test/staff-kit.ts';
import { suiteApp } from '../test/test-app.ts';

const STAFF_CALLS = Object.entries(CONTRACTS as Record<string, ApiContract>).filter(
  ([, contract]) => contract.auth === 'staff',
);
/**
 * May end the session the case signs in with (its own id can be 1): asked last, each with a
 * session of its own.
 */
const SESSION_ENDERS = ['staff.revokeMySession', 'members.staffLogout'];
const lastly = (name: string) => SESSION_ENDERS.indexOf(name);
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the role table against every back-office call', () => {
  const t = suiteApp('pglite');
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.41.0.1');
  let base: string | undefined;

  /** A live channel never ends: it is opened over a real connection and dropped once it answers. */
  async function streamForbidden(url: string, token: string) {
    base ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const res = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    const code = res.status === 403 ? ((await res.json()) as { code: string }).code : null;
    stop.abort();
    expect(res.status, `${url} answered ${res.status}`).not.toBe(401);
    return code === 'STAFF_FORBIDDEN';
  }

  it('names the permission of every staff call, and serves no other call under /bo/api', async () => {
    for (const [name, contract] of STAFF_CALLS) expect(contract.permission, name).toBeDefined();
    const known = new Set(
      Object.values(CONTRACTS as Record<string, ApiContract>).flatMap((c) =>
        c.methods.map((m) => `${m} ${openApiPath(c.path)}`),
      ),
    );
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/bo/api/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.length).toBeGreaterThanOrEqual(STAFF_CALLS.length);
    expect(served.filter((op) => !known.has(op))).toEqual([]);
  });

  describe.each(STAFF_ROLES)('%s', (role) => {
    let token = '';
    // Sign-ins are limited per address: each role's extra ones come from an address of its own.
    const again = staffKit(() => t, `10.41.2.${STAFF_ROLES.indexOf(role) + 1}`);
    beforeAll(async () => {
      token = await staff.withRoles(`role_${role}`, [role]);
    });

    /** Each call once, the way a console would send it; what matters is whether the guard let it by. */
    async function forbidden(name: string, contract: ApiContract) {
      const url = contract.path.replace(/:[A-Za-z0-9_]+/g, '1');
      if (contract.file?.includes('text/event-stream')) return streamForbidden(url, token);
      const method = contract.methods[0];
      const carriesBody = method !== 'GET' && method !== 'DELETE';
      const own = SESSION_ENDERS.includes(name) ? await again.login(`role_${role}`, STAFF_PASSWORD) : token;
      const res = await call(method, url, { token: own, ...(carriesBody ? { payload: {} } : {}) });
      expect(res.statusCode, `${name} answered ${res.statusCode}`).not.toBe(401);
      return res.statusCode === 403 && res.json().code === 'STAFF_FORBIDDEN';
    }

    it('is refused exactly the calls its permissions do not hold, before anything runs', async () => {
      const wrong: string[] = [];
      const ordered = [...STAFF_CALLS].sort(([a], [b]) => lastly(a) - lastly(b));
      for (const [name, contract] of ordered) {
        const allowed = contract.permission !== undefined && rolesMay([role], contract.permission);
        if ((await forbidden(name, contract)) === allowed) wrong.push(`${name} (${contract.permission})`);
      }
      expect(wrong).toEqual([]);
    });
  });

  it('refuses a staff member with no role every call but their own session', async () => {
    const token = await staff.withRoles('role_none', []);
    const me = await call('GET', '/bo/api/session/me', { token });
    expect(me.json().value).toMatchObject({ roles: [], permissions: ['session'] });
    const draws = await call('GET', '/bo/api/lottery/draws', { token });
    expect(draws.json().code).toBe('STAFF_FORBIDDEN');
  });
});
