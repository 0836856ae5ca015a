import { QR_SIZES, type Resource } from '@pf/shared';

export type QrSize = (typeof QR_SIZES)[number];

/** §9 QR sizes, by where the code is shown: the home block, the modal, the download page. */
export const QR_SIZE = { home: QR_SIZES[0], modal: QR_SIZES[1], page: QR_SIZES[2] } as const;

export type AppKind = 'android' | 'ios' | 'lite';

/** One way to get the app: where the file is, what the QR code leads to. */
export interface AppLink {
  kind: AppKind;
  /** The file (APK, MOBILECONFIG) or, for the lite app, the site itself. */
  url: string;
  /** What the phone camera opens; the file's page when the merchant gave one. */
  qrValue: string;
  /** The merchant's own label (English), when it gave one. */
  label: string | null;
}

const fromResource = (kind: AppKind, resource: Resource | undefined): AppLink | null =>
  resource?.url
    ? {
        kind,
        url: resource.url,
        qrValue: resource.qrCodeUrl || resource.url,
        label: resource.labelNameEn || null,
      }
    : null;

/**
 * The merchant's apps from its resources (§3): Android, MOBILECONFIG (iOS), and always the lite
 * app, which is this site installed from the browser (it ships a manifest and a service worker).
 */
export function appLinks(resources: readonly Resource[], siteUrl: string): AppLink[] {
  const find = (type: Resource['resourceType']) => resources.find((r) => r.resourceType === type);
  const lite: AppLink = { kind: 'lite', url: siteUrl, qrValue: siteUrl, label: null };
  return [fromResource('android', find('Android')), fromResource('ios', find('MOBILECONFIG')), lite].filter(
    (link): link is AppLink => link !== null,
  );
}

/** The affiliate programme's address (§3 AFFILIATELINK), when the merchant has one. */
export const affiliateLink = (resources: readonly Resource[]): string | null =>
  resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url || null;
