import type { BoFeedbackItem } from '@pf/shared/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { messageCall } from '../messages/message-calls';
import { supportKeys } from '../support-keys';

/** One ticket in full, with its answer or the box to write it (the member gets it as a message). */
export function FeedbackAnswer(props: { item: BoFeedbackItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const maySend = useMay('messages.send');
  const client = useQueryClient();
  const [answer, setAnswer] = useState('');
  const { item } = props;
  const send = useMutation({
    mutationFn: () => messageCall('messages.boFeedbackAnswer', { params: { id: item.id }, body: { answer } }),
    onSuccess: () => props.onDone(),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.feedback }),
  });
  return (
    <section
      aria-label={t('feedbackDesk.ticket', { username: item.username })}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 text-sm"
    >
      <h2 className="text-lg font-semibold">{item.username}</h2>
      <p className="text-muted">
        {t(`feedbackDesk.types.${item.questionType}`)} · {dateTime(item.createdAt)}
        {item.phone ? ` · ${item.phone}` : ''}
      </p>
      <p className="whitespace-pre-wrap break-words">{item.content}</p>
      {item.answer ? (
        <div className="rounded-md bg-surface-2 p-3">
          <p className="text-xs text-muted">
            {t('feedbackDesk.answeredAt', { at: dateTime(item.answeredAt) })}
          </p>
          <p className="whitespace-pre-wrap break-words">{item.answer}</p>
        </div>
      ) : maySend ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <label htmlFor={id} className="text-muted">
            {t('feedbackDesk.answer')}
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={5000}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            className="rounded-md border border-line bg-bg p-2 outline-none focus:border-accent"
          />
          {send.isError ? (
            <p role="alert" className="text-xs text-danger">
              {errorText(send.error)}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending || answer.trim() === ''}>
              {t('feedbackDesk.sendAnswer')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
