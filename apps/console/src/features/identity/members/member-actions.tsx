import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { identityCall } from '../staff-calls';
import { memberCall, memberKeys } from './member-calls';
import type { MemberProfile } from './member-profile';

type Action = 'lock' | 'unlock' | 'freeze' | 'unfreeze';

/** The reason an account action is logged with, asked before it is sent. */
function ActionDialog(props: {
  title: string;
  submit: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="w-full max-w-md rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        <form
          onSubmit={handleSubmit(({ reason }) => props.onSubmit(reason.trim()))}
          className="flex flex-col gap-3"
        >
          <h2 className="text-lg font-semibold">{props.title}</h2>
          <label htmlFor={id} className="text-sm text-muted">
            {t('members.actions.reason')}
          </label>
          <textarea
            id={id}
            rows={3}
            className="rounded-md border border-line bg-bg p-2 text-sm"
            {...register('reason', { validate: (v) => v.trim().length > 0 && v.trim().length <= 200 })}
          />
          {formState.errors.reason ? (
            <p className="text-sm text-danger">{t('decision.reasonRequired')}</p>
          ) : null}
          {props.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorText(props.error)}
            </p>
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" disabled={props.pending}>
              {props.submit}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

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
        <ActionDialog
          title={t(`members.actions.${open}Title`, { username: member.username })}
          submit={t(`members.actions.${open}`)}
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
