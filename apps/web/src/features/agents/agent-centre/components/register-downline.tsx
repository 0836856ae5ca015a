import { DEFAULT_FIELD_RULES, type FieldRule, passwordRule, type RegisterConfig } from '@pf/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass, PasswordInput } from '@/components/ui/field';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useLoadedPermission } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { type RegisterBody, useRegisterDownline } from '../api/agents';
import { ActionError } from './load-states';

type Values = Required<Omit<RegisterBody, 'nickname'>> & { nickname: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The same rules the server applies (the public form's, for these fields). */
const FALLBACK_USERNAME: FieldRule = DEFAULT_FIELD_RULES.username ?? { pattern: '*', min: 1, max: 64 };

const EMPTY: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  accountType: 'member',
};

/** The brand's rules for these fields, checked as the server checks them, with translated texts. */
function registerErrors(t: TFunction, config: RegisterConfig, v: Values): Errors {
  const found: Errors = {};
  const text = (r: true | string) => (r === true ? undefined : r);
  const username = v.username.trim();
  const usernameRule = config.fields.username ?? FALLBACK_USERNAME;
  found.username = username ? text(checkRule(t, usernameRule, username)) : t('validation.required');
  found.password = v.password
    ? text(checkRule(t, passwordRule(config), v.password, 'password'))
    : t('validation.required');
  if (v.confirmPassword !== v.password) found.confirmPassword = t('validation.confirm');
  return Object.fromEntries(Object.entries(found).filter(([, m]) => m)) as Errors;
}

/** §2 register account: a new account directly below the agent, under the brand's register rules. */
export function RegisterDownline() {
  const { t } = useTranslation();
  const { register: config } = useLoadedPermission();
  const mutation = useRegisterDownline();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = registerErrors(t, config, values);
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    const body: RegisterBody = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      accountType: values.accountType,
      ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
    };
    mutation.mutate(body, {
      onSuccess: (result) => {
        setDone(t('agentCentre.register.done', { username: result.username }));
        setValues(EMPTY);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-md space-y-4"
      aria-label={t('agentCentre.menu.register')}
    >
      <Field label={t('agentCentre.register.username')} required error={errors.username}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            value={values.username}
            onChange={set('username')}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t('agentCentre.register.password')} required error={errors.password}>
        {(p) => (
          <PasswordInput
            {...p}
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t('agentCentre.register.confirmPassword')} required error={errors.confirmPassword}>
        {(p) => (
          <PasswordInput
            {...p}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t('agentCentre.register.nickname')}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            value={values.nickname}
            onChange={set('nickname')}
            maxLength={64}
          />
        )}
      </Field>
      <SegmentedTabs
        label={t('agentCentre.register.accountType')}
        value={values.accountType}
        onChange={(accountType) => setValues((v) => ({ ...v, accountType }))}
        options={[
          { value: 'member', label: t('agentCentre.register.member') },
          { value: 'agent', label: t('agentCentre.register.agent') },
        ]}
      />
      <ActionError error={mutation.error} />
      {done ? (
        <p role="status" className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-accent">
          {done}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {t('agentCentre.register.submit')}
      </Button>
    </form>
  );
}
