import { isRetryableConflict } from './ledger.retry.ts';

/**
 * Groups immediate transfers that callers make at the same moment into one database call and one
 * commit (group commit in the application, as TigerBeetle batches). A call never waits for company:
 * while fewer than `maxInFlight` calls are running it is sent at once; only calls that arrive while
 * the database is busy queue up, and they leave together when a slot frees.
 */
export interface BatchItemResult<Row> {
  row?: Row;
  /** SQLSTATE and message of an item the database refused; nothing of it was written. */
  error?: { code: string; message: string };
}

export interface BatcherOptions<Call, Row> {
  sendOne(call: Call): Promise<Row>;
  /**
   * Answers in call order; an answer with neither row nor error sends that call alone. Throws when
   * the batch as a whole failed (nothing of it was written).
   */
  sendMany(calls: Call[]): Promise<Array<BatchItemResult<Row>>>;
  maxBatch: number;
  maxInFlight: number;
  /**
   * A queued call waits at most this long for a slot; then the queue leaves as an extra batch, so
   * calls that wait on a busy row cannot hold everyone else up.
   */
  maxQueueMs: number;
}

interface Waiter<Call, Row> {
  call: Call;
  resolve(row: Row): void;
  reject(err: unknown): void;
}

/** An error shaped like the driver's, so callers map refusals the same way for both paths. */
export class BatchItemError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A call that keeps losing deadlocks is let through after this many tries. */
const SINGLE_CALL_ATTEMPTS = 6;

export function createBatcher<Call, Row>(opts: BatcherOptions<Call, Row>) {
  const queue: Array<Waiter<Call, Row>> = [];
  let inFlight = 0;

  // Outside a transaction a call chosen as a deadlock (or serialization) victim wrote nothing and
  // can simply run again (its idempotency key makes a repeat safe); that happens when a retry of
  // one key meets a batch. A few tries, each after a short random pause.
  const once = async (call: Call): Promise<Row> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await opts.sendOne(call);
      } catch (err) {
        if (attempt >= SINGLE_CALL_ATTEMPTS || !isRetryableConflict(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));
      }
    }
  };
  const alone = (w: Waiter<Call, Row>) => once(w.call).then(w.resolve, w.reject);

  async function send(batch: Array<Waiter<Call, Row>>) {
    if (batch.length === 1) return alone(batch[0]!);
    let results: Array<BatchItemResult<Row>>;
    try {
      results = await opts.sendMany(batch.map((w) => w.call));
    } catch {
      // A lock wait cut short, a deadlock or an unexpected error rolled the whole batch back: each
      // transfer then runs alone, so one bad or blocked item cannot fail or hold up the others, and
      // every caller gets the answer a single call would give. They run beside the batches (the
      // connection pool bounds them) so that one waiting transfer does not stall the queue.
      for (const w of batch) void alone(w);
      return;
    }
    batch.forEach((w, i) => {
      const r = results[i];
      if (r?.row) w.resolve(r.row);
      else if (r?.error) w.reject(new BatchItemError(r.error.code, r.error.message));
      // Left to a single call by the database: run it beside the batches, not in their slots,
      // so a transfer that has to wait does not hold up the queue.
      else void alone(w);
    });
  }

  let timer: ReturnType<typeof setTimeout> | undefined;

  function start(batch: Array<Waiter<Call, Row>>) {
    inFlight++;
    void send(batch).finally(() => {
      inFlight--;
      pump();
    });
  }

  function pump() {
    while (inFlight < opts.maxInFlight && queue.length > 0) start(queue.splice(0, opts.maxBatch));
    if (queue.length === 0 || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (queue.length > 0) start(queue.splice(0, opts.maxBatch));
      pump();
    }, opts.maxQueueMs);
    timer.unref?.();
  }

  return {
    submit(call: Call): Promise<Row> {
      return new Promise<Row>((resolve, reject) => {
        queue.push({ call, resolve, reject });
        pump();
      });
    },
  };
}
