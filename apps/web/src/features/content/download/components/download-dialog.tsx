import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { QR_SIZE } from '../model/app-links';
import { useAppLinks } from '../model/use-app-links';
import { AppCard } from './app-card';

/** §2 Modals 'download app': each app's QR code (100 px) and its install steps. */
export function DownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('download.title')}
      testId="download-dialog"
      size="xl"
      plain
      footer={
        <Link to="/down" onClick={onClose} className="text-sm font-semibold text-accent hover:underline">
          {t('download.allOptions')}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-muted">{t('download.intro')}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {links.map((link) => (
          <AppCard key={link.kind} link={link} qrSize={QR_SIZE.modal} steps />
        ))}
      </div>
    </Dialog>
  );
}
