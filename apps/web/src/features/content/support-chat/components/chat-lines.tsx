import type { ChatMessage } from '@pf/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The conversation, oldest line first; the member's lines on the end side, staff on the start. */
export function ChatLines({ messages }: { messages: readonly ChatMessage[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol aria-label={t('chat.history')} className="space-y-2">
      {messages.map((m) => {
        const mine = m.from === 'member';
        return (
          <li key={m.id} data-from={m.from} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-card',
                mine ? 'rounded-ee-md bg-accent text-accent-fg' : 'rounded-es-md bg-surface-2 text-fg',
              )}
            >
              <span className="sr-only">{mine ? t('chat.you') : t('chat.support')}: </span>
              {/* Plain text on purpose: lines are written by people and never injected as HTML. */}
              <p className="break-words whitespace-pre-line">{m.text}</p>
              <time
                dateTime={m.createdAt}
                className={cn('mt-1 block text-[11px]', mine ? 'text-accent-fg/75' : 'text-muted')}
              >
                {formatDateTime(m.createdAt, i18n.language)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
