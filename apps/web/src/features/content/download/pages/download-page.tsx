import { useTranslation } from '@/lib/i18n/use-translation';
import { AppCard } from '../components/app-card';
import { QR_SIZE } from '../model/app-links';
import { useAppLinks } from '../model/use-app-links';

/** /down (§2): every way to get the app, each with its QR code (143 px) and install steps. */
export function DownloadPage() {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <div data-testid="download-page" className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-2xl font-bold text-fg">{t('download.title')}</h1>
        <p className="text-sm text-muted">{t('download.intro')}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        {links.map((link) => (
          <AppCard key={link.kind} link={link} qrSize={QR_SIZE.page} steps />
        ))}
      </div>
    </div>
  );
}
