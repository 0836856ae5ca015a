import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { identityKeys } from '../query-keys';
import { staffAccessCall } from '../staff-calls';
import { SessionsTable } from './sessions-table';
import { useStaffErrorText } from './staff-error-text';

/** Where the signed-in operator is signed in, this session marked; any other can be ended from here. */
export function MySessionsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorText = useStaffErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: identityKeys.mySessions,
    queryFn: ({ signal }) => staffAccessCall('staff.mySessions', { signal }),
  });
  const revoke = useMutation({
    mutationFn: (sessionId: string) => staffAccessCall('staff.revokeMySession', { params: { sessionId } }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: identityKeys.mySessions });
      setNotice(t('staff.done.revoked'));
    },
  });
  return (
    <>
      <PageHeader title={t('staff.sessions.mine')} description={t('staff.sessions.mineDescription')} />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {revoke.error ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {errorText(revoke.error)}
        </p>
      ) : null}
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <EmptyState title={t('staff.sessions.empty')} />
      ) : (
        <SessionsTable
          label={t('staff.sessions.mine')}
          sessions={sessions.data}
          onRevoke={(id) => revoke.mutate(id)}
          busy={revoke.isPending}
        />
      )}
    </>
  );
}
