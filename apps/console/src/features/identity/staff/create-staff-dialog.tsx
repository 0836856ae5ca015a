import { zodResolver } from '@hookform/resolvers/zod';
import { staffCreateBodySchema } from '@pf/shared/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { identityKeys } from '../query-keys';
import { staffAdminCall } from '../staff-calls';
import { Modal } from './modal';
import { useSignedIn } from './signed-in';
import { useStaffErrorText } from './staff-error-text';
import { BrandsPicker, RolesPicker } from './staff-pickers';

type Form = z.input<typeof staffCreateBodySchema>;

/**
 * Adds an operator: a username, an initial password they sign in with once (then enrol their
 * authenticator), roles and brands. The create call's own schema checks the form before it is sent.
 */
export function CreateStaffDialog(props: { onCreated: (username: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  const client = useQueryClient();
  const staff = useSignedIn();
  const { register, control, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(staffCreateBodySchema),
    defaultValues: {
      username: '',
      password: '',
      roles: [],
      brands: staff.merchantId === null ? [] : [staff.merchantId],
    },
  });
  const create = useMutation({
    mutationFn: (body: Form) => staffAdminCall('staff.create', { body }),
    onSuccess: (made) => {
      client.invalidateQueries({ queryKey: identityKeys.staffLists });
      props.onCreated(made.username);
    },
  });
  const invalid = (field: keyof Form) => (formState.errors[field] ? t(`staff.invalid.${field}`) : undefined);
  return (
    <Modal label={t('staff.create.title')} onClose={props.onClose}>
      <form onSubmit={handleSubmit((body) => create.mutate(body))} className="flex flex-col gap-3" noValidate>
        <h2 className="text-lg font-semibold">{t('staff.create.title')}</h2>
        <TextField
          label={t('staff.create.username')}
          autoComplete="off"
          error={invalid('username')}
          {...register('username')}
        />
        <TextField
          label={t('staff.create.password')}
          type="password"
          autoComplete="new-password"
          error={invalid('password')}
          {...register('password')}
        />
        <p className="-mt-2 text-xs text-muted">{t('staff.passwordHint')}</p>
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <RolesPicker value={field.value} onChange={field.onChange} error={invalid('roles')} />
          )}
        />
        <Controller
          control={control}
          name="brands"
          render={({ field }) => (
            <BrandsPicker value={field.value} onChange={field.onChange} error={invalid('brands')} />
          )}
        />
        {create.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(create.error)}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('staff.create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
