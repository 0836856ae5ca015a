import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { deskCall } from './support-calls';
import { cannedQuery, useCannedAction } from './support-queries';

/** The brand's canned replies, kept by the staff who answer: add one, remove one. */
export function CannedReplies() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useQuery(cannedQuery());
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const save = useCannedAction(() => deskCall('supportDesk.cannedSave', { body: { title, text } }));
  const remove = useCannedAction((id: string) => deskCall('supportDesk.cannedRemove', { params: { id } }));
  const failed = [save, remove].find((m) => m.isError);
  return (
    <details className="mt-6 rounded-lg border border-line bg-surface p-4">
      <summary className="cursor-pointer font-medium">{t('supportDesk.canned.title')}</summary>
      <ul aria-label={t('supportDesk.canned.title')} className="mt-3 divide-y divide-line">
        {(list.data ?? []).map((c) => (
          <li key={c.id} className="flex items-start gap-3 py-2 text-sm">
            <span className="flex-1">
              <span className="font-medium">{c.title}</span>
              <span className="block text-muted">{c.text}</span>
            </span>
            <Button variant="ghost" className="h-8" onClick={() => remove.mutate(c.id)}>
              {t('supportDesk.canned.remove', { title: c.title })}
            </Button>
          </li>
        ))}
      </ul>
      {list.data?.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('supportDesk.canned.empty')}</p>
      ) : null}
      <form
        className="mt-3 grid gap-2 md:grid-cols-[1fr_2fr_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(undefined, {
            onSuccess: () => {
              setTitle('');
              setText('');
            },
          });
        }}
      >
        <TextField
          label={t('supportDesk.canned.name')}
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label={t('supportDesk.canned.text')}
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={save.isPending || !title.trim() || !text.trim()}>
          {t('supportDesk.canned.add')}
        </Button>
      </form>
      {failed ? (
        <p role="alert" className="mt-2 text-xs text-danger">
          {errorText(failed.error)}
        </p>
      ) : null}
    </details>
  );
}
