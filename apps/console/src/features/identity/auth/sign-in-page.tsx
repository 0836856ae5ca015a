import { zodResolver } from '@hookform/resolvers/zod';
import { staffLoginSchema } from '@pf/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { useSignIn } from './staff-me';

type SignInForm = { username: string; password: string };

/**
 * Two steps (decision 0023): username and password, checked by the server's own schema before
 * they are sent, then the authenticator's code, or its enrolment at a first sign-in. The server's
 * refusal shows as it answered it: a wrong password or code, or the lock-out after too many.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const step = signIn.data;
  if (step?.next === 'totp') return <CodeStep challenge={step.challenge} onSignedIn={onSignedIn} />;
  if (step?.next === 'enrol') return <EnrolStep challenge={step.challenge} onSignedIn={onSignedIn} />;
  return <PasswordStep signIn={signIn} />;
}

function PasswordStep({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<SignInForm>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const submit = handleSubmit((body) => signIn.mutate(body));
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-4">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
        className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-xl"
      >
        <div>
          <p className="text-sm text-muted">{t('app.name')}</p>
          <h1 id="sign-in-title" className="text-xl font-semibold">
            {t('signIn.title')}
          </h1>
        </div>
        <TextField
          label={t('signIn.username')}
          autoComplete="username"
          error={formState.errors.username ? t('signIn.required') : undefined}
          {...register('username')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password ? t('signIn.required') : undefined}
          {...register('password')}
        />
        {signIn.error ? (
          <p role="alert" className="rounded-md bg-danger/10 p-2 text-sm text-danger">
            {errorText(signIn.error)}
          </p>
        ) : null}
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
