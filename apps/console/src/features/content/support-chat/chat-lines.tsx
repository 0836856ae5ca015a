import type { ChatMessage } from '@pf/shared/contracts/content';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDateTime } from '@/lib/format-date';

/** A conversation's lines, oldest first, the member's on the left; each staff line says if it was read. */
export function ChatLines(props: { username: string; messages: ChatMessage[]; typing: boolean }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const end = useRef<HTMLLIElement>(null);
  const last = props.messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <ol
      aria-label={t('supportDesk.lines', { username: props.username })}
      className="flex max-h-[50vh] min-h-48 flex-col gap-2 overflow-y-auto rounded-md bg-surface-2 p-3"
    >
      {props.messages.map((m) => (
        <li
          key={m.id}
          className={cn(
            'max-w-[80%] rounded-lg px-3 py-2 text-sm',
            m.from === 'staff' ? 'self-end bg-accent text-accent-fg' : 'self-start bg-surface text-fg',
          )}
        >
          <p className="whitespace-pre-wrap break-words">{m.text}</p>
          <p className="mt-1 text-xs opacity-75">
            {dateTime(m.createdAt)}
            {m.from === 'staff' ? ` · ${m.read ? t('supportDesk.seen') : t('supportDesk.delivered')}` : ''}
          </p>
        </li>
      ))}
      {props.typing ? (
        <li role="status" className="self-start text-xs italic text-muted">
          {t('supportDesk.memberTyping', { username: props.username })}
        </li>
      ) : null}
      <li ref={end} aria-hidden />
    </ol>
  );
}
