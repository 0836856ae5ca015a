/**
 * Reads that callers make at the same moment, answered by one query. A read never waits for
 * company: while fewer than `maxInFlight` queries are running it is sent at once; reads that arrive
 * while the database is busy queue up and leave together when a query returns. Every read is
 * answered by a query that started after the read was asked, so a batched answer is never older
 * than a single query would be: a balance read after a bet committed always sees the bet.
 */
export interface ReadBatcherOptions<Key, Value> {
  /** Identifies equal keys, so a key asked twice in one batch is read once. */
  idOf(key: Key): string;
  /** Values by `idOf(key)`; a key left out is answered `undefined`. */
  loadMany(keys: Key[]): Promise<Map<string, Value>>;
  maxBatch: number;
  maxInFlight: number;
}

interface Waiter<Value> {
  id: string;
  resolve(value: Value | undefined): void;
  reject(err: unknown): void;
}

export function createReadBatcher<Key, Value>(opts: ReadBatcherOptions<Key, Value>) {
  let queue: Array<{ key: Key; waiter: Waiter<Value> }> = [];
  let inFlight = 0;

  async function send(batch: Array<{ key: Key; waiter: Waiter<Value> }>) {
    const keys = new Map<string, Key>();
    for (const { key, waiter } of batch) keys.set(waiter.id, key);
    try {
      const values = await opts.loadMany([...keys.values()]);
      for (const { waiter } of batch) waiter.resolve(values.get(waiter.id));
    } catch (err) {
      for (const { waiter } of batch) waiter.reject(err);
    }
  }

  function pump() {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.length <= opts.maxBatch ? queue : queue.slice(0, opts.maxBatch);
      queue = queue.length <= opts.maxBatch ? [] : queue.slice(opts.maxBatch);
      inFlight++;
      void send(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    read(key: Key): Promise<Value | undefined> {
      return new Promise<Value | undefined>((resolve, reject) => {
        queue.push({ key, waiter: { id: opts.idOf(key), resolve, reject } });
        pump();
      });
    },
  };
}
