import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { identityKeys } from '../query-keys';
import { staffAdminCall } from '../staff-calls';
import { SessionsTable } from './sessions-table';
import { StaffActions } from './staff-actions';
import { rolesText, type StaffAccount } from './staff-columns';
import { useStaffErrorText } from './staff-error-text';
import { useBrandNames } from './staff-pickers';

/** The operator's live sessions; an admin who manages staff may end any of them. */
function OperatorSessions({ account, onDone }: { account: StaffAccount; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorText = useStaffErrorText();
  const manage = useMay('staff.manage');
  const sessions = useQuery({
    queryKey: identityKeys.staffSessions(account.id),
    queryFn: ({ signal }) => staffAdminCall('staff.sessions', { params: { staffId: account.id }, signal }),
  });
  const revoke = useMutation({
    mutationFn: (sessionId: string) =>
      staffAdminCall('staff.revokeSession', { params: { staffId: account.id, sessionId } }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: identityKeys.staffSessions(account.id) });
      onDone(t('staff.done.revoked'));
    },
  });
  const label = t('staff.sessions.of', { username: account.username });
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <h3 className="font-medium">{t('staff.sessions.title')}</h3>
      {revoke.error ? (
        <p role="alert" className="text-sm text-danger">
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
          label={label}
          sessions={sessions.data}
          onRevoke={manage ? (id) => revoke.mutate(id) : undefined}
          busy={revoke.isPending}
        />
      )}
    </section>
  );
}

/** The chosen operator: who they are, what an admin may change, and where they are signed in. */
export function OperatorPanel(props: {
  account: StaffAccount;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const brandNames = useBrandNames();
  const manage = useMay('staff.manage');
  const { account } = props;
  const facts: [string, string][] = [
    [t('staff.columns.roles'), rolesText(t, account.roles)],
    [t('staff.columns.brands'), brandNames(account.brands)],
    [t('staff.detail.created'), dateTime(account.createdAt)],
    [t('staff.columns.lastLogin'), account.lastLoginAt ? dateTime(account.lastLoginAt) : t('staff.never')],
  ];
  return (
    <section
      aria-label={t('staff.detail.label', { username: account.username })}
      className="mt-4 flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{account.username}</h2>
        <Button variant="ghost" className="h-8" onClick={props.onClose}>
          {t('staff.detail.close')}
        </Button>
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-xs text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {manage ? <StaffActions account={account} onDone={props.onDone} /> : null}
      <OperatorSessions account={account} onDone={props.onDone} />
    </section>
  );
}
