import type { FastifyInstance } from 'fastify';

/** Starts one job and answers the function that stops it (and waits for a tick in flight). */
export type JobStarter = () => () => unknown;

/**
 * Starts the instance's background jobs once the app is ready (main.ts has migrated and seeded by
 * then) and stops them when it closes. An instance that only answers requests passes none, so
 * draws, settlement and payroll never hold its event loop while a player waits.
 */
export function runJobsWhileOpen(app: FastifyInstance, starters: JobStarter[]): void {
  const stops: (() => unknown)[] = [];
  app.addHook('onReady', async () => {
    for (const start of starters) stops.push(start());
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
