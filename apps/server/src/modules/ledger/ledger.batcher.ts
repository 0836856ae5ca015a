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
  /** Answers in call order. Throws when the batch as a whole failed (nothing of it was written). */
  sendMany(calls: Call[]): Promise<Array<BatchItemResult<Row>>>;
  maxBatch: number;
  maxInFlight: number;
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

export function createBatcher<Call, Row>(opts: BatcherOptions<Call, Row>) {
  const queue: Array<Waiter<Call, Row>> = [];
  let inFlight = 0;

  const alone = (w: Waiter<Call, Row>) => opts.sendOne(w.call).then(w.resolve, w.reject);

  async function send(batch: Array<Waiter<Call, Row>>) {
    if (batch.length === 1) return alone(batch[0]!);
    let results: Array<BatchItemResult<Row>>;
    try {
      results = await opts.sendMany(batch.map((w) => w.call));
    } catch {
      // A deadlock with another writer or an unexpected error rolled the whole batch back: each
      // transfer then runs alone, so one bad item cannot fail the others and every caller gets the
      // answer a single call would give.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((w, i) => {
      const r = results[i];
      if (r?.row) w.resolve(r.row);
      else if (r?.error) w.reject(new BatchItemError(r.error.code, r.error.message));
      else void alone(w);
    });
  }

  function pump() {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, opts.maxBatch);
      inFlight++;
      void send(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
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
