import type { Resource } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/lib/i18n/change-language';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const resources: Resource[] = [
  {
    resourceType: 'Android',
    url: 'https://dl.brand.test/app.apk',
    qrCodeUrl: 'https://dl.brand.test/a',
    labelNameEn: 'A',
  },
  {
    resourceType: 'MOBILECONFIG',
    url: 'https://dl.brand.test/app.mobileconfig',
    qrCodeUrl: '',
    labelNameEn: 'I',
  },
  { resourceType: 'AFFILIATELINK', url: 'https://aff.brand.test', qrCodeUrl: '', labelNameEn: 'Aff' },
];

const qrCodes = (root: HTMLElement) => within(root).getAllByRole('img', { name: /^QR code/ });

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

describe('app download', () => {
  it('opens the download modal from the side bar with each app at the 100 px QR size', async () => {
    renderRoute('/hot', makePermission({ resources }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'App download' }))[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    const codes = qrCodes(dialog);
    expect(codes.map((c) => c.getAttribute('aria-label'))).toEqual([
      'QR code: Android',
      'QR code: iOS',
      'QR code: Lite app',
    ]);
    for (const code of codes) {
      expect(code).toHaveAttribute('width', '100');
      expect(code).toHaveAttribute('height', '100');
      expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    }
    expect(
      within(dialog)
        .getAllByRole('link', { name: 'Download' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://dl.brand.test/app.apk', 'https://dl.brand.test/app.mobileconfig']);
    // Install steps for each app, with the brand's name.
    expect(within(dialog).getByText('Tap Install, then open Lucky Star and log in.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'All download options' })).toHaveAttribute(
      'href',
      '/down',
    );
  });

  it('shows every way to get the app on /down at the 143 px size', async () => {
    renderRoute('/down', makePermission({ resources }));
    const page = await screen.findByTestId('download-page');
    const codes = qrCodes(page);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toHaveAttribute('width', '143');
  });

  it('answers /download, the address the login guard names, with the same page, in the visitor language', async () => {
    await showLanguage('VI');
    renderRoute('/download', makePermission({ resources }));
    const page = await screen.findByTestId('download-page');
    expect(screen.queryByTestId('not-found-page')).not.toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeInTheDocument();
    const codes = within(page).getAllByRole('img', { name: /^Mã QR/ });
    expect(codes.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Mã QR: Android',
      'Mã QR: iOS',
      'Mã QR: Ứng dụng lite',
    ]);
    for (const code of codes) expect(code).toHaveAttribute('width', '143');
    expect(
      within(page)
        .getAllByRole('link', { name: 'Tải về' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://dl.brand.test/app.apk', 'https://dl.brand.test/app.mobileconfig']);
  });

  it('puts the Android and iOS codes on home at 90 px, and nothing without phone apps', async () => {
    const { unmount } = renderRoute('/', makePermission({ resources }));
    const block = await screen.findByRole('region', { name: 'Take Lucky Star with you' });
    expect(qrCodes(block).map((c) => [c.getAttribute('aria-label'), c.getAttribute('width')])).toEqual([
      ['QR code: Android', '90'],
      ['QR code: iOS', '90'],
    ]);
    unmount();

    renderRoute('/', makePermission({ resources: [] }));
    await screen.findByTestId('help-tabs');
    // Each block below the rows loads its code on its own: the download block's must have come too.
    await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading…' })).toHaveLength(0));
    expect(screen.queryByTestId('home-download')).not.toBeInTheDocument();
  });
});
