import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffBrandsBodySchema,
  staffPasswordBodySchema,
  staffRolesBodySchema,
} from '@pf/shared/contracts/identity';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Modal } from './modal';
import { useStaffErrorText } from './staff-error-text';
import { BrandsPicker, RolesPicker } from './staff-pickers';

interface ChangeProps<T> {
  username: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: T) => void;
  onClose: () => void;
}

/** A change dialog's frame: title, fields, the server's refusal, cancel and submit. */
function ChangeForm(props: {
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  return (
    <Modal label={props.title} onClose={props.onClose}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 className="text-lg font-semibold">{props.title}</h2>
        {props.children}
        {props.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(props.error)}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type PasswordBody = z.input<typeof staffPasswordBodySchema>;

/** Sets an operator's new password (the strong rule of the call's schema); their sessions end. */
export function PasswordDialog(props: ChangeProps<PasswordBody>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<PasswordBody>({
    resolver: zodResolver(staffPasswordBodySchema),
    defaultValues: { password: '' },
  });
  return (
    <ChangeForm
      {...props}
      title={t('staff.password.title', { username: props.username })}
      submitLabel={t('staff.password.submit')}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <p className="text-sm text-muted">{t('staff.password.text')}</p>
      <TextField
        label={t('staff.password.label')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password ? t('staff.invalid.password') : undefined}
        {...register('password')}
      />
      <p className="-mt-2 text-xs text-muted">{t('staff.passwordHint')}</p>
    </ChangeForm>
  );
}

type RolesBody = z.input<typeof staffRolesBodySchema>;

/** Replaces an operator's roles. */
export function RolesDialog(props: ChangeProps<RolesBody> & { roles: string[] }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<RolesBody>({
    resolver: zodResolver(staffRolesBodySchema),
    defaultValues: { roles: props.roles as RolesBody['roles'] },
  });
  return (
    <ChangeForm
      {...props}
      title={t('staff.rolesDialog.title', { username: props.username })}
      submitLabel={t('staff.rolesDialog.submit')}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <Controller
        control={control}
        name="roles"
        render={({ field }) => <RolesPicker value={field.value} onChange={field.onChange} />}
      />
    </ChangeForm>
  );
}

type BrandsBody = z.input<typeof staffBrandsBodySchema>;

/** Replaces the brands an operator works on (brands outside the admin's reach stay). */
export function BrandsDialog(props: ChangeProps<BrandsBody> & { brands: number[] | null }) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<BrandsBody>({
    resolver: zodResolver(staffBrandsBodySchema),
    defaultValues: { brands: props.brands },
  });
  return (
    <ChangeForm
      {...props}
      title={t('staff.brandsDialog.title', { username: props.username })}
      submitLabel={t('staff.brandsDialog.submit')}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <Controller
        control={control}
        name="brands"
        render={({ field }) => (
          <BrandsPicker
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.brands ? t('staff.invalid.brands') : undefined}
          />
        )}
      />
    </ChangeForm>
  );
}
