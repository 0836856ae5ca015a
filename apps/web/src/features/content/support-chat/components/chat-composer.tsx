import { CHAT_TEXT_MAX } from '@pf/shared';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSendChat } from '../api/support-chat';
import { useTypingSignal } from '../api/typing-signal';

/** Codes the chat explains in its own words; any other failure reads as the site's usual text. */
const OWN_CODES = new Set(['CHAT_RATE_LIMITED', 'CHAT_CLOSED']);

/** Writes one line: Enter sends, Shift+Enter breaks the line; the text stays when sending fails. */
export function ChatComposer() {
  const { t } = useTranslation();
  const send = useSendChat();
  const typing = useTypingSignal();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_TEXT_MAX;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed === '' || tooLong || send.isPending) return;
    setProblem(null);
    try {
      await send.mutateAsync(trimmed);
      setText('');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setProblem(OWN_CODES.has(code) ? t(`chat.errors.${code as 'CHAT_RATE_LIMITED'}`) : errorText(t, error));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const shown = problem ?? (tooLong ? t('chat.errors.tooLong', { max: CHAT_TEXT_MAX }) : null);
  return (
    <form noValidate onSubmit={submit} aria-label={t('chat.composer')} className="space-y-1.5">
      <label htmlFor={id} className="sr-only">
        {t('chat.message')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            typing();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-invalid={tooLong}
          aria-describedby={shown ? `${id}-problem` : undefined}
          className={cn(inputClass, 'h-auto max-h-32 min-h-11 resize-none py-2.5')}
        />
        <Button
          type="submit"
          aria-label={t('chat.send')}
          disabled={trimmed === '' || tooLong || send.isPending}
          className="size-11 px-0"
        >
          <Icon name="send" className="size-5" />
        </Button>
      </div>
      <div className="flex items-start justify-between gap-2 text-xs">
        {shown ? (
          <p id={`${id}-problem`} role="alert" className="text-danger">
            {shown}
          </p>
        ) : (
          <span />
        )}
        <span className={cn('shrink-0 tabular-nums', tooLong ? 'text-danger' : 'text-muted')}>
          {t('chat.count', { count: trimmed.length, max: CHAT_TEXT_MAX })}
        </span>
      </div>
    </form>
  );
}
