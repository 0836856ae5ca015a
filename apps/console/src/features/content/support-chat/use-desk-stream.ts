import { supportDeskEndpoints } from '@pf/shared/contracts/content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStaffToken } from '@/lib/staff-token';
import { supportKeys } from '../support-keys';

/** How long a member's "typing" shows after the last signal. */
const TYPING_MS = 4000;
const RETRY_MS = 3000;

type DeskEventHandler = (event: string, chatId: string | undefined) => void;

/** Reads server-sent events from `body`, calling `onEvent` for each; resolves when it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: DeskEventHandler) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true });
    const frames = text.split('\n\n');
    text = frames.pop() ?? '';
    for (const frame of frames) {
      const name = /^event: (\w+)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (name) onEvent(name, data ? (JSON.parse(data) as { chatId?: string }).chatId : undefined);
    }
  }
}

/**
 * The desk's live channel: a conversation that changes is read again at once, and a member who
 * types is shown as typing for a few seconds. Reconnects after a pause when the channel drops.
 * Answers the ids of the conversations whose member is typing now.
 */
export function useDeskStream(): ReadonlySet<string> {
  const client = useQueryClient();
  const [typing, setTyping] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    const stop = new AbortController();
    const onEvent: DeskEventHandler = (event, chatId) => {
      if (event === 'typing' && chatId) setTyping((m) => new Map(m).set(chatId, Date.now()));
      if (event === 'chat' || event === 'hello') {
        if (chatId) setTyping((m) => (m.has(chatId) ? new Map([...m].filter(([id]) => id !== chatId)) : m));
        void client.invalidateQueries({ queryKey: supportKeys.chats });
      }
    };
    const connect = async () => {
      while (!stop.signal.aborted) {
        try {
          const res = await fetch(supportDeskEndpoints['supportDesk.stream'].path, {
            headers: { Authorization: `Bearer ${getStaffToken() ?? ''}`, Accept: 'text/event-stream' },
            signal: stop.signal,
          });
          if (res.ok && res.body) await readEvents(res.body, onEvent);
        } catch {
          // Dropped or refused: tried again below, unless the screen was left.
        }
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    };
    void connect();
    const sweep = setInterval(() => {
      setTyping((m) => {
        const live = [...m].filter(([, at]) => Date.now() - at < TYPING_MS);
        return live.length === m.size ? m : new Map(live);
      });
    }, 1000);
    return () => {
      stop.abort();
      clearInterval(sweep);
    };
  }, [client]);
  return new Set(typing.keys());
}
