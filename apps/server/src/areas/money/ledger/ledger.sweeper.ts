import type { LedgerService } from './ledger.service.ts';

/**
 * Expires timed-out reservations every `intervalMs`. Each instance may run one: the SQL claims
 * holds with SKIP LOCKED, so instances never expire the same hold twice. Returns a stop function.
 */
export function startLedgerSweeper(
  ledger: Pick<LedgerService, 'sweepExpired'>,
  opts: { intervalMs?: number; batch?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  const batch = opts.batch ?? 500;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      // Drain a backlog in batches so one tick never holds locks for long.
      while ((await ledger.sweepExpired(batch)) === batch) {}
    } catch (err) {
      opts.onError?.(err);
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => {
      running = null;
    });
  }, opts.intervalMs ?? 5_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
