import type { staffRolesBodySchema } from '@pf/shared/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { identityKeys } from '../query-keys';
import { staffAdminCall } from '../staff-calls';
import { BrandsDialog, PasswordDialog, RolesDialog } from './change-dialogs';
import { ConfirmDialog } from './confirm-dialog';
import type { StaffAccount } from './staff-columns';

type Open = 'status' | 'password' | 'totp' | 'roles' | 'brands' | null;

/** One change to the operator: the call, then the list and their sessions read again. */
function useChange<T>(call: (vars: T) => Promise<unknown>, done: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: identityKeys.staff });
      done();
    },
  });
}

/** The changes to one operator; each reads the list and their sessions again, then says so. */
function useStaffChanges(account: StaffAccount, finish: (key: string) => () => void) {
  const params = { staffId: account.id };
  const disabling = account.status === 'active';
  const status = useChange(
    () => staffAdminCall('staff.setStatus', { params, body: { status: disabling ? 'disabled' : 'active' } }),
    finish(disabling ? 'disabled' : 'enabled'),
  );
  const password = useChange(
    (body: { password: string }) => staffAdminCall('staff.resetPassword', { params, body }),
    finish('password'),
  );
  const totp = useChange(() => staffAdminCall('staff.resetTotp', { params }), finish('totp'));
  const roles = useChange(
    (body: z.input<typeof staffRolesBodySchema>) => staffAdminCall('staff.setRoles', { params, body }),
    finish('roles'),
  );
  const brands = useChange(
    (body: { brands: number[] | null }) => staffAdminCall('staff.setBrands', { params, body }),
    finish('brands'),
  );
  return { status, password, totp, roles, brands };
}

/**
 * What an admin may change of an operator (shown only with `staff.manage`): disable or enable,
 * a new password, a new authenticator, roles, brands. Each asks first; `onDone` says what happened.
 */
export function StaffActions({ account, onDone }: { account: StaffAccount; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const { username } = account;
  const finish = (key: string) => () => {
    setOpen(null);
    onDone(t(`staff.done.${key}`, { username }));
  };
  const disabling = account.status === 'active';
  const { status, password, totp, roles, brands } = useStaffChanges(account, finish);
  const close = () => {
    for (const m of [status, password, totp, roles, brands]) m.reset();
    setOpen(null);
  };
  const action = (key: Exclude<Open, null>, label: string, danger = false) => (
    <Button variant={danger ? 'danger' : 'ghost'} className="h-8" onClick={() => setOpen(key)}>
      {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {action('status', t(disabling ? 'staff.actions.disable' : 'staff.actions.enable'), disabling)}
      {action('password', t('staff.actions.resetPassword'))}
      {action('totp', t('staff.actions.resetTotp'))}
      {action('roles', t('staff.actions.roles'))}
      {action('brands', t('staff.actions.brands'))}
      {open === 'status' ? (
        <ConfirmDialog
          title={t(disabling ? 'staff.confirm.disableTitle' : 'staff.confirm.enableTitle', { username })}
          text={t(disabling ? 'staff.confirm.disableText' : 'staff.confirm.enableText')}
          confirmLabel={t(disabling ? 'staff.actions.disable' : 'staff.actions.enable')}
          danger={disabling}
          pending={status.isPending}
          error={status.error}
          onConfirm={() => status.mutate(undefined)}
          onClose={close}
        />
      ) : null}
      {open === 'totp' ? (
        <ConfirmDialog
          title={t('staff.confirm.totpTitle', { username })}
          text={t('staff.confirm.totpText')}
          confirmLabel={t('staff.actions.resetTotp')}
          danger
          pending={totp.isPending}
          error={totp.error}
          onConfirm={() => totp.mutate(undefined)}
          onClose={close}
        />
      ) : null}
      {open === 'password' ? (
        <PasswordDialog
          username={username}
          pending={password.isPending}
          error={password.error}
          onSubmit={(body) => password.mutate(body)}
          onClose={close}
        />
      ) : null}
      {open === 'roles' ? (
        <RolesDialog
          username={username}
          roles={account.roles}
          pending={roles.isPending}
          error={roles.error}
          onSubmit={(body) => roles.mutate(body)}
          onClose={close}
        />
      ) : null}
      {open === 'brands' ? (
        <BrandsDialog
          username={username}
          brands={account.brands}
          pending={brands.isPending}
          error={brands.error}
          onSubmit={(body) => brands.mutate(body)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
