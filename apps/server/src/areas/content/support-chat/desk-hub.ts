import type { DeskEvent } from '@pf/shared';
import type { ChangeBus } from '../../../platform/change-bus.ts';

/** A change a brand's support desk hears: which conversation, and whether it changed or someone types. */
export interface DeskMessage {
  merchantId: number;
  event: Exclude<DeskEvent, 'hello'>;
  chatId: string;
}

export interface DeskStream {
  merchantId: number;
  send(event: DeskEvent, chatId?: string): void;
}

/**
 * The staff desks' open channels on this instance, and the bus that reaches every instance's: a
 * change published anywhere reaches each desk of the brand wherever its staff are connected.
 */
export function deskHub(bus: ChangeBus) {
  const streams = new Set<DeskStream>();
  bus.subscribe('supportDesk', (key) => {
    if (!key) return;
    try {
      const m = JSON.parse(key) as DeskMessage;
      for (const s of streams) if (s.merchantId === m.merchantId) s.send(m.event, m.chatId);
    } catch {
      // Not a desk message of this version; nothing to deliver.
    }
  });
  return {
    publish(m: DeskMessage) {
      bus.publish('supportDesk', JSON.stringify(m));
    },
    open(s: DeskStream): () => void {
      streams.add(s);
      return () => {
        streams.delete(s);
      };
    },
  };
}

export type DeskHub = ReturnType<typeof deskHub>;
