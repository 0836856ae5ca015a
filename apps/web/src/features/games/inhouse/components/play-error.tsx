import { useTranslation } from '@/lib/i18n/use-translation';
import { inhouseErrorText } from '../model/error-text';

/** The one line under a game's controls saying why the last action failed. */
export function PlayError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p
      role="alert"
      data-testid="inhouse-error"
      className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {inhouseErrorText(t, error)}
    </p>
  );
}
