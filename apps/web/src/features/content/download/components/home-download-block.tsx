import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { QrCode } from '@/components/ui/qr-code';
import { useLoadedPermission } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { QR_SIZE } from '../model/app-links';
import { useAppLinks } from '../model/use-app-links';
import { DownloadDialogTrigger } from './download-button';

/** §2 Home 'download block': the Android and iOS QR codes (90 px) and the way to the install guide. */
export function HomeDownloadBlock() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const phones = useAppLinks().filter((l) => l.kind !== 'lite');
  if (phones.length === 0) return null;
  return (
    <section
      data-testid="home-download"
      aria-labelledby="home-download-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-linear-to-br from-accent/10 via-surface to-brand/10 p-5 sm:flex-row sm:items-center"
    >
      <div className="flex-1 space-y-2">
        <h2 id="home-download-title" className="font-display text-lg font-bold text-fg">
          {t('download.homeTitle', { brand: whitelabel.name })}
        </h2>
        <p className="text-sm text-muted">{t('download.homeText')}</p>
        <DownloadDialogTrigger>
          {(open) => (
            <Button variant="outline" size="sm" onClick={open}>
              <Icon name="download" className="size-4" />
              {t('download.guide')}
            </Button>
          )}
        </DownloadDialogTrigger>
      </div>
      <div className="flex gap-4">
        {phones.map((link) => {
          const name = t(`download.kind.${link.kind}`);
          return (
            <figure key={link.kind} className="flex flex-col items-center gap-1.5">
              <QrCode value={link.qrValue} size={QR_SIZE.home} label={t('download.qrLabel', { name })} />
              <figcaption className="text-xs font-semibold text-muted">{name}</figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
