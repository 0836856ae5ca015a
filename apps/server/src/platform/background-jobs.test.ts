import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runJobsWhileOpen } from './background-jobs.ts';

describe('runJobsWhileOpen', () => {
  it('starts the jobs when the app is ready and waits for each to stop when it closes', async () => {
    const events: string[] = [];
    const app = Fastify();
    runJobsWhileOpen(app, [
      () => {
        events.push('draws started');
        return async () => {
          // A tick in flight finishes before the app counts as closed.
          await new Promise((r) => setTimeout(r, 20));
          events.push('draws stopped');
        };
      },
      () => {
        events.push('payroll started');
        return () => events.push('payroll stopped');
      },
    ]);
    expect(events).toEqual([]);
    await app.ready();
    expect(events).toEqual(['draws started', 'payroll started']);
    await app.close();
    expect(events.slice(2).sort()).toEqual(['draws stopped', 'payroll stopped']);
  });
});
