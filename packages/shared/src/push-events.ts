/**
 * What the push channel (system.push) carries: each event names a kind of change, never a value;
 * the site reads again what the event names. `hello` opens every connection.
 */
export const PUSH_EVENTS = ['hello', 'balance', 'message', 'draw', 'chat', 'crash'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];
