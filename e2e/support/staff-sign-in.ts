import { Secret, TOTP } from 'otpauth';

/** The demo admin the journeys act as in the back office. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin@1234' } as const;

/** An operator's sign-in: the demo admin or another of the demo seed's operators. */
export type StaffCredentials = { readonly username: string; readonly password: string };

const PERIOD_MS = 30_000;

async function post<T>(baseUrl: string, path: string, body: object): Promise<{ code: string; value: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; value: T };
}

const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });

async function challengeFor(baseUrl: string, who: StaffCredentials) {
  const { code, value } = await post<{ next: string; challenge: string }>(
    baseUrl,
    '/bo/api/session/login',
    who,
  );
  if (!value) throw new Error(`back-office sign-in of ${who.username} refused: ${code}`);
  return value;
}

/**
 * Enrols the operator's authenticator, as their first sign-in does; answers the secret. The run's
 * global setup does it once, so every journey can make the operator's codes.
 */
export async function enrolStaff(baseUrl: string, who: StaffCredentials = DEMO_ADMIN): Promise<string> {
  const { next, challenge } = await challengeFor(baseUrl, who);
  if (next !== 'enrol') throw new Error(`${who.username} is already enrolled`);
  const { value } = await post<{ secret: string }>(baseUrl, '/bo/api/session/enrolment', { challenge });
  const done = await post<{ token: string }>(baseUrl, '/bo/api/session/enrolment/confirm', {
    challenge,
    code: codeOf(value.secret),
  });
  if (!done.value) throw new Error(`enrolment of ${who.username} refused: ${done.code}`);
  return value.secret;
}

/**
 * A back-office session through both steps. Journeys in parallel sign the same operator in, and a
 * code is taken once: one refused as already taken is sent again with the next 30-second step's.
 */
export async function staffSession(
  baseUrl: string,
  secret: string,
  who: StaffCredentials = DEMO_ADMIN,
): Promise<string> {
  const { challenge } = await challengeFor(baseUrl, who);
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await post<{ token: string }>(baseUrl, '/bo/api/session/totp', {
      challenge,
      code: codeOf(secret),
    });
    if (res.value) return res.value.token;
    if (res.code !== 'STAFF_CODE_REPLAYED') throw new Error(`back-office code refused: ${res.code}`);
    await new Promise((r) => setTimeout(r, PERIOD_MS - (Date.now() % PERIOD_MS) + 100));
  }
  throw new Error('no fresh back-office code within two minutes');
}
