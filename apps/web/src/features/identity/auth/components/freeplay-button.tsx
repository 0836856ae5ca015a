import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { freeplayLogin } from '../api/session-api';
import { useSessionActions } from '../model/use-session-actions';

/** FREEPLAY3: try the site on a demo (trial) account without registering. */
export function FreeplayButton({ variant }: { variant: 'link' | 'button' }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const { completeLogin } = useSessionActions();
  const [busy, setBusy] = useState(false);
  if (!whitelabel.modules.FREEPLAY3) return null;

  const start = async () => {
    setBusy(true);
    try {
      await completeLogin(await freeplayLogin(), 'freeplay');
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  if (variant === 'link') {
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => void start()}
        className="font-semibold text-brand-2 hover:underline disabled:opacity-50"
        data-testid="freeplay-link"
      >
        {t('auth.freeplay')}
      </button>
    );
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void start()} data-testid="freeplay-button">
      <Icon name="play" className="size-3.5" />
      {t('auth.freeplay')}
    </Button>
  );
}
