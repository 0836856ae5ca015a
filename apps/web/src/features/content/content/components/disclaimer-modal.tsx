import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission, useMinimumAge } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * §1 and §4 Disclaimer: at home until accepted, once per session. It bars officials, armed
 * forces members, minors and listed restricted persons; the only way on is to accept.
 */
export function DisclaimerModal({ open, onAccept }: { open: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const age = useMinimumAge();
  const barred = [
    t('content.disclaimer.officials'),
    t('content.disclaimer.armedForces'),
    t('content.disclaimer.minors', { age }),
    t('content.disclaimer.restricted'),
  ];
  return (
    <Dialog
      open={open}
      onClose={onAccept}
      dismissible={false}
      size="lg"
      testId="disclaimer"
      title={t('content.disclaimer.title')}
      footer={
        <Button className="w-full" onClick={onAccept}>
          {t('content.disclaimer.accept')}
        </Button>
      }
    >
      <div className="space-y-3 text-sm leading-relaxed text-fg/90">
        <p>{t('content.disclaimer.intro', { brand: whitelabel.name })}</p>
        <ul className="space-y-2">
          {barred.map((line) => (
            <li key={line} className="flex gap-2">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted">{t('content.disclaimer.outro')}</p>
      </div>
    </Dialog>
  );
}
