import type { FastifyInstance } from 'fastify';

/**
 * Runs a change made straight in the database and waits until `app` has heard it. Cached reads
 * learn of such changes from the database's notifications, which arrive on their own connection
 * shortly after the commit (within a second); a test that reads right after writing waits here.
 */
export async function changeHeard(
  app: FastifyInstance,
  topic: string,
  change: () => Promise<unknown>,
): Promise<void> {
  let stop: () => void = () => {};
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the change of '${topic}' was not heard within 1 s`)),
      1000,
    );
    stop = app.changes.subscribe(topic, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await change();
    await heard;
  } finally {
    stop();
  }
}
