import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { supportKeys } from '../support-keys';
import { messageCall } from './message-calls';

type Kind = 'member' | 'vipLevel' | 'all';
const KINDS: readonly Kind[] = ['member', 'vipLevel', 'all'];
const SELECT = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';

function audienceOf(kind: Kind, who: string) {
  if (kind === 'member') return { kind, username: who.trim() } as const;
  if (kind === 'vipLevel') return { kind, level: Number(who) } as const;
  return { kind } as const;
}

/** Writes an internal message to one member, a VIP level or everyone of the brand. */
export function SendMessageForm() {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [kind, setKind] = useState<Kind>('member');
  const [who, setWho] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const send = useMutation({
    mutationFn: () =>
      messageCall('messages.boSend', { body: { audience: audienceOf(kind, who), title, content } }),
    onSuccess: () => {
      setTitle('');
      setContent('');
    },
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.sent }),
  });
  const ready = title.trim() !== '' && content.trim() !== '' && (kind === 'all' || who.trim() !== '');
  return (
    <form
      aria-label={t('messageDesk.form')}
      className="mb-6 grid gap-3 rounded-lg border border-line bg-surface p-4 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-kind`} className="text-sm text-muted">
          {t('messageDesk.audience')}
        </label>
        <select
          id={`${id}-kind`}
          className={SELECT}
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`messageDesk.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'member' ? (
        <TextField label={t('messageDesk.username')} value={who} onChange={(e) => setWho(e.target.value)} />
      ) : kind === 'vipLevel' ? (
        <TextField
          label={t('messageDesk.level')}
          type="number"
          min={0}
          max={99}
          value={who}
          onChange={(e) => setWho(e.target.value)}
        />
      ) : (
        <p className="self-end text-sm text-muted">{t('messageDesk.allHint')}</p>
      )}
      <TextField
        className="md:col-span-2"
        label={t('messageDesk.titleField')}
        maxLength={120}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor={`${id}-content`} className="text-sm text-muted">
          {t('messageDesk.content')}
        </label>
        <textarea
          id={`${id}-content`}
          rows={4}
          maxLength={5000}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          className="rounded-md border border-line bg-bg p-2 text-sm outline-none focus:border-accent"
        />
      </div>
      <div className="flex items-center justify-end gap-3 md:col-span-2">
        {send.isError ? (
          <p role="alert" className="text-xs text-danger">
            {errorText(send.error)}
          </p>
        ) : null}
        {send.isSuccess ? (
          <p role="status" className="text-sm text-muted">
            {t('messageDesk.sent', { count: send.data.sent })}
          </p>
        ) : null}
        <Button type="submit" disabled={!ready || send.isPending}>
          {t('messageDesk.send')}
        </Button>
      </div>
    </form>
  );
}
