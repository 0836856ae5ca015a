import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { newRequestId } from '@/lib/request-id';
import { isRefusal, pointsErrorText } from '../lib/points-error';

/**
 * A points action the payment password authorises (a redemption, a conversion): its request id,
 * the password typed, and why the last try failed.
 */
export function usePaidAttempt() {
  const { t } = useTranslation();
  const requestId = useRef(newRequestId());
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const failed = (error: unknown) => {
    // Refused: nothing happened, so the next try is a new request. Lost: retry the same one.
    if (isRefusal(error)) requestId.current = newRequestId();
    setPassword('');
    setFailure(pointsErrorText(t, error));
  };
  return { requestId, password, setPassword, failure, setFailure, failed };
}

/** Why the last try failed, above the dialog's button. */
export function AttemptFailure({ failure }: { failure: string | undefined }) {
  if (!failure) return null;
  return (
    <p role="alert" className="flex items-center gap-2 rounded-xl bg-danger/10 p-3 text-sm text-danger">
      <Icon name="alert" className="size-4 shrink-0" />
      {failure}
    </p>
  );
}
