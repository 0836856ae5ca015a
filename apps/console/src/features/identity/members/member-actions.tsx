import { memberStatusBodySchema } from '@pf/shared/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { identityCall } from '../staff-calls';
import { memberCall, memberKeys } from './member-calls';
import type { MemberProfile } from './member-profile';

type Action = 'lock' | 'unlock' | 'freeze' | 'unfreeze';

/** The reason an account action is logged with: the status and the freeze calls check it alike. */
const reasonSchema = z.object({ note: memberStatusBodySchema.shape.reason });

function useAccountAction(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: Action; reason: string }) => {
      await (action === 'lock' || action === 'unlock'
        ? identityCall('members.staffSetStatus', {
            params: { memberId },
            body: { status: action === 'lock' ? 'locked' : 'active', reason },
          })
        : memberCall('memberConsole.freezeWithdrawals', {
            params: { memberId },
            body: { frozen: action === 'freeze', reason },
          }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.member(memberId) }),
  });
}

/** The account's actions the staff member's role allows: lock, freeze withdrawals, password reset, adjustment. */
export function MemberActions(props: {
  member: MemberProfile;
  onNotice: (text: string) => void;
  onAdjust: () => void;
}) {
  const { t } = useTranslation();
  const { member } = props;
  const mayStatus = useMay('members.status');
  const mayPassword = useMay('members.password');
  const mayAdjust = useMay('money.adjust');
  const [open, setOpen] = useState<Action | null>(null);
  const action = useAccountAction(member.id);
  const reset = useMutation({
    mutationFn: () => memberCall('memberConsole.passwordReset', { params: { memberId: member.id } }),
    onSuccess: (r) => props.onNotice(t(`members.actions.resetSent.${r.sentBy}`)),
    onError: () => undefined,
  });
  const errorText = useErrorText();
  const lockAction: Action = member.status === 'locked' ? 'unlock' : 'lock';
  const freezeAction: Action = member.withdrawalsFrozen ? 'unfreeze' : 'freeze';
  const start = (a: Action) => {
    action.reset();
    setOpen(a);
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {mayStatus && member.status !== 'closed' ? (
          <Button variant={lockAction === 'lock' ? 'danger' : 'ghost'} onClick={() => start(lockAction)}>
            {t(`members.actions.${lockAction}`)}
          </Button>
        ) : null}
        {mayStatus ? (
          <Button variant="ghost" onClick={() => start(freezeAction)}>
            {t(`members.actions.${freezeAction}`)}
          </Button>
        ) : null}
        {mayPassword ? (
          <Button variant="ghost" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {t('members.actions.passwordReset')}
          </Button>
        ) : null}
        {mayAdjust ? <Button onClick={props.onAdjust}>{t('members.actions.adjust')}</Button> : null}
      </div>
      {reset.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(reset.error)}
        </p>
      ) : null}
      {open ? (
        <ReasonDialog
          title={t(`members.actions.${open}Title`, { username: member.username })}
          fieldLabel={t('members.actions.reason')}
          submitLabel={t(`members.actions.${open}`)}
          schema={reasonSchema}
          pending={action.isPending}
          error={action.error}
          onClose={() => setOpen(null)}
          onSubmit={(reason) =>
            action.mutate(
              { action: open, reason },
              {
                onSuccess: () => {
                  props.onNotice(t(`members.actions.${open}Done`, { username: member.username }));
                  setOpen(null);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
