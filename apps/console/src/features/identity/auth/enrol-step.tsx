import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { SignInCard, SignInError } from './sign-in-card';
import { startSession, useConfirmEnrolment, useEnrolment } from './staff-me';

/**
 * A first sign-in (or one after an admin's reset): the new secret as a QR code for the
 * authenticator app (and as text, for typing it in), its first code to confirm, then the ten
 * recovery codes, shown this once.
 */
export function EnrolStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const enrolment = useEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const { mutate } = enrolment;
  useEffect(() => mutate(challenge), [mutate, challenge]);

  if (confirm.data) {
    return (
      <SignInCard
        title={t('signIn.recoveryTitle')}
        onSubmit={() => {
          startSession(confirm.data.token);
          onSignedIn();
        }}
      >
        <p className="text-sm text-muted">{t('signIn.recoveryHint')}</p>
        <ul aria-label={t('signIn.recoveryTitle')} className="grid grid-cols-2 gap-1 font-mono text-sm">
          {confirm.data.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button type="submit">{t('signIn.continue')}</Button>
      </SignInCard>
    );
  }
  const secret = enrolment.data;
  return (
    <SignInCard
      title={t('signIn.enrolTitle')}
      onSubmit={() => confirm.mutate({ challenge, code: code.replace(/\s/g, '') })}
    >
      <p className="text-sm text-muted">{t('signIn.enrolHint')}</p>
      {secret ? (
        <div className="flex flex-col items-center gap-2">
          <QrCode value={secret.otpauthUri} size={184} label={t('signIn.qrLabel')} />
          <p className="text-xs text-muted">{t('signIn.secretLabel')}</p>
          <code className="break-all text-center text-sm">{secret.secret}</code>
        </div>
      ) : null}
      <TextField
        label={t('signIn.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <SignInError
        text={
          (enrolment.error ?? confirm.error) ? errorText((enrolment.error ?? confirm.error) as Error) : null
        }
      />
      <Button type="submit" disabled={!secret || confirm.isPending || code.trim() === ''}>
        {confirm.isPending ? t('signIn.pending') : t('signIn.verify')}
      </Button>
    </SignInCard>
  );
}
