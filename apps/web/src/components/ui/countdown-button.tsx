import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from './button';
import { Spinner } from './spinner';

interface CountdownButtonProps {
  /** Sends the code; resolves to the countdown length in seconds, or null when sending failed. */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  testId?: string;
}

/**
 * §4 'The SMS send button is disabled with a countdown and re-enabled at zero.' It is also disabled
 * while a request is on its way, which is the 1000 ms request throttle of §9 and then some.
 */
export function CountdownButton({ onSend, disabled, testId }: CountdownButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds !== null) start(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outline"
      data-testid={testId}
      data-remaining={remaining}
      className="h-11 min-w-28"
      disabled={disabled || sending || remaining > 0}
      onClick={() => void send()}
    >
      {sending ? <Spinner className="size-4" /> : null}
      {remaining > 0 ? t('form.resendIn', { seconds: remaining }) : t('form.sendCode')}
    </Button>
  );
}
