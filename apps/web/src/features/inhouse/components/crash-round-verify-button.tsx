import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CrashVerifyDialog } from './crash-verify-dialog';

/**
 * 'Verify' for a crash bet listed elsewhere (the betting record): opens the verification of the
 * crash round it was placed in, which the dialog loads and checks in the browser.
 */
export function CrashRoundVerifyButton({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Button size="sm" variant="outline" data-testid="round-verify" onClick={() => setOpen(roundId)}>
        {t('inhouse.recall.verify')}
      </Button>
      <CrashVerifyDialog roundId={open} onClose={() => setOpen(null)} />
    </>
  );
}
