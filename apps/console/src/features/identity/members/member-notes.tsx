import { zodResolver } from '@hookform/resolvers/zod';
import { memberNoteBodySchema } from '@pf/shared/contracts/identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { memberCall, memberKeys } from './member-calls';

function AddNote({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const client = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<{ body: string }>({
    resolver: zodResolver(memberNoteBodySchema),
    defaultValues: { body: '' },
  });
  const add = useMutation({
    mutationFn: (body: string) =>
      memberCall('memberConsole.addNote', { params: { memberId }, body: { body } }),
    onSuccess: () => {
      reset();
      client.invalidateQueries({ queryKey: memberKeys.notes(memberId) });
    },
  });
  return (
    <form onSubmit={handleSubmit(({ body }) => add.mutate(body))} className="mb-4 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t('members.notes.new')}
      </label>
      <textarea
        id={id}
        rows={3}
        className="rounded-md border border-line bg-bg p-2 text-sm"
        {...register('body')}
      />
      {formState.errors.body ? <p className="text-sm text-danger">{t('members.notes.required')}</p> : null}
      {add.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(add.error)}
        </p>
      ) : null}
      <Button type="submit" className="self-end" disabled={add.isPending}>
        {t('members.notes.add')}
      </Button>
    </form>
  );
}

/** Staff notes on the member, newest first, and a new one for those who may write them. */
export function MemberNotes({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mayWrite = useMay('members.notes');
  const query = useQuery({
    queryKey: memberKeys.notes(memberId),
    queryFn: ({ signal }) =>
      memberCall('memberConsole.notes', { params: { memberId }, query: { limit: 100 }, signal }),
  });
  return (
    <>
      {mayWrite ? <AddNote memberId={memberId} /> : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('members.notes.empty')} />
      ) : (
        <ul aria-label={t('members.tabs.notes')} className="flex flex-col gap-2">
          {query.data.items.map((note) => (
            <li key={note.id} className="rounded-lg border border-line bg-surface p-3">
              <p className="whitespace-pre-wrap text-sm">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {note.staffUsername} · {dateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
