import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { SignInCard, SignInError } from './sign-in-card';
import { useSecondStep } from './staff-me';

/** The second step: the authenticator app's six digits, or one of the recovery codes instead. */
export function CodeStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const step = useSecondStep();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const submit = () => {
    const body = recovery
      ? { challenge, recoveryCode: value.trim() }
      : { challenge, code: value.replace(/\s/g, '') };
    step.mutate(body, { onSuccess: onSignedIn });
  };
  return (
    <SignInCard title={t('signIn.codeTitle')} onSubmit={submit}>
      <TextField
        label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <SignInError text={step.error ? errorText(step.error) : null} />
      <Button type="submit" disabled={step.isPending || value.trim() === ''}>
        {step.isPending ? t('signIn.pending') : t('signIn.verify')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
        }}
      >
        {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
      </Button>
    </SignInCard>
  );
}
