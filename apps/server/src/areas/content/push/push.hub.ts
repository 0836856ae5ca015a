import type { PushEvent } from '@pf/shared';
import type { ChangeBus } from '../../../platform/change-bus.ts';

/** What the push channel carries is in its contract, which the site's refresh table is typed from. */
export type { PushEvent };

export interface PushMessage {
  merchantId: number;
  /** One member, or every open channel of the merchant when absent. */
  memberId?: string;
  event: PushEvent;
}

export interface PushStream {
  merchantId: number;
  memberId: string;
  send(event: PushEvent): void;
}

/**
 * The open push channels of this instance, and the bus that reaches every instance's: a message
 * published here is delivered to the member's channels wherever they are connected (Redis pub/sub
 * between instances, in-process alone without it).
 */
export function pushHub(bus: ChangeBus) {
  const byMember = new Map<string, Set<PushStream>>();
  const byMerchant = new Map<number, Set<PushStream>>();

  function deliver(m: PushMessage) {
    const targets = m.memberId === undefined ? byMerchant.get(m.merchantId) : byMember.get(m.memberId);
    for (const s of targets ?? []) if (s.merchantId === m.merchantId) s.send(m.event);
  }
  bus.subscribe('push', (key) => {
    if (!key) return;
    try {
      deliver(JSON.parse(key) as PushMessage);
    } catch {
      // Not a push message of this version; nothing to deliver.
    }
  });

  const add = <K>(map: Map<K, Set<PushStream>>, key: K, s: PushStream) => {
    const set = map.get(key) ?? new Set<PushStream>();
    map.set(key, set);
    set.add(s);
  };
  const remove = <K>(map: Map<K, Set<PushStream>>, key: K, s: PushStream) => {
    const set = map.get(key);
    set?.delete(s);
    if (set?.size === 0) map.delete(key);
  };

  return {
    /** Every channel of this instance only: for changes each instance hears by itself. */
    toAllHere(event: PushEvent) {
      for (const set of byMember.values()) for (const s of set) s.send(event);
    },
    publish(m: PushMessage) {
      bus.publish('push', JSON.stringify(m));
    },
    open(s: PushStream): () => void {
      add(byMember, s.memberId, s);
      add(byMerchant, s.merchantId, s);
      return () => {
        remove(byMember, s.memberId, s);
        remove(byMerchant, s.merchantId, s);
      };
    },
    get connections() {
      let n = 0;
      for (const set of byMember.values()) n += set.size;
      return n;
    },
  };
}

export type PushHub = ReturnType<typeof pushHub>;
