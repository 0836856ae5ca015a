import type { CannedReply } from '@pf/shared/contracts/content';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { chatCall } from './support-calls';
import { useChatAction } from './support-queries';

const SELECT = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';

/** The reply box: a canned reply can be put in and edited; the line is sent with Enter or the button. */
export function ChatComposer(props: { chatId: string; canned: CannedReply[] }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const reply = useChatAction((body: string) =>
    chatCall('supportChat.boReply', { params: { id: props.chatId }, body: { text: body } }),
  );
  const send = () => {
    const body = text.trim();
    if (!body || reply.isPending) return;
    reply.mutate(body, { onSuccess: () => setText('') });
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {props.canned.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-canned`} className="text-sm text-muted">
            {t('supportDesk.canned.insert')}
          </label>
          <select
            id={`${id}-canned`}
            className={SELECT}
            value=""
            onChange={(e) => setText(props.canned.find((c) => c.id === e.target.value)?.text ?? text)}
          >
            <option value="">{t('supportDesk.canned.choose')}</option>
            {props.canned.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label htmlFor={`${id}-text`} className="text-sm text-muted">
        {t('supportDesk.reply')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
        className="rounded-md border border-line bg-bg p-2 text-sm outline-none focus:border-accent"
      />
      {reply.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorText(reply.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending || text.trim() === ''}>
          {reply.isPending ? t('supportDesk.sending') : t('supportDesk.send')}
        </Button>
      </div>
    </form>
  );
}
