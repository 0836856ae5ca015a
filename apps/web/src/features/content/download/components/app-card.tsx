import { buttonClass } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { QrCode } from '@/components/ui/qr-code';
import { useLoadedPermission } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { AppKind, AppLink, QrSize } from '../model/app-links';
import { useInstallPrompt } from '../model/use-install-prompt';

const ICONS: Record<AppKind, IconName> = { android: 'android', ios: 'apple', lite: 'phone' };
const STEPS = [1, 2, 3] as const;

function InstallSteps({ kind }: { kind: AppKind }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  return (
    <ol className="mt-4 space-y-2 text-sm text-muted">
      {STEPS.map((n) => (
        <li key={n} className="flex gap-2.5">
          <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent/15 text-[11px] font-bold text-accent">
            {n}
          </span>
          <span>{t(`download.steps.${kind}.${n}`, { brand: whitelabel.name })}</span>
        </li>
      ))}
    </ol>
  );
}

function GetButton({ link }: { link: AppLink }) {
  const { t } = useTranslation();
  const { install } = useInstallPrompt();
  if (link.kind === 'lite') {
    return install ? (
      <button type="button" className={buttonClass('primary', 'sm')} onClick={() => void install()}>
        <Icon name="download" className="size-4" />
        {t('download.install')}
      </button>
    ) : null;
  }
  return (
    <a className={buttonClass('primary', 'sm')} href={link.url} rel="noopener noreferrer">
      <Icon name="download" className="size-4" />
      {t('download.get')}
    </a>
  );
}

/** One way to get the app: name, QR code, a download button and, when asked, the install steps. */
export function AppCard({ link, qrSize, steps }: { link: AppLink; qrSize: QrSize; steps: boolean }) {
  const { t } = useTranslation();
  const name = t(`download.kind.${link.kind}`);
  return (
    <article
      data-testid={`app-card-${link.kind}`}
      className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      {/* Side by side in one column (phones); stacked and centred three to a row. */}
      <div className="flex items-start gap-4 md:flex-col md:items-center md:text-center">
        <QrCode value={link.qrValue} size={qrSize} label={t('download.qrLabel', { name })} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h3 className="flex items-center gap-2 font-display text-base font-bold text-fg md:justify-center">
            <Icon name={ICONS[link.kind]} className="size-5 shrink-0 text-accent" />
            {name}
          </h3>
          <p className="text-xs text-muted">{t(`download.file.${link.kind}`)}</p>
          <p className="text-xs text-muted">{t('download.scan')}</p>
          <GetButton link={link} />
        </div>
      </div>
      {steps ? <InstallSteps kind={link.kind} /> : null}
    </article>
  );
}
