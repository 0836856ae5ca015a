import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

/** The screen's code loads on first use: loaded once before the tests, and a first answer may still take a while. */
const OPENING = { timeout: 15_000 };
beforeAll(() => import('@/features/content'), 60_000);

describe('the site links', () => {
  it('shows each download with its QR code, the empty lists, and adds a social page', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['content.read', 'content.write']),
      'GET /bo/api/site/resources': {
        value: {
          merchantCode: 'demo',
          items: [
            {
              resourceType: 'Android',
              url: 'https://dl.test/app.apk',
              qrCodeUrl: '',
              labelNameEn: 'Android app',
            },
          ],
        },
      },
      'GET /bo/api/site/social-links': { value: { merchantCode: 'demo', items: [] } },
      'GET /bo/api/site/customer-service': { value: { merchantCode: 'demo', items: [] } },
      'POST /bo/api/site/social-links': {
        value: { merchantCode: 'demo', items: [{ type: 'FACEBOOK', url: 'https://fb.test/p' }] },
      },
    });
    renderConsole('/site-links');
    const user = userEvent.setup();
    const downloads = await screen.findByRole('table', { name: 'App downloads' }, OPENING);
    expect(within(downloads).getByRole('img', { name: 'QR code of Android' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing in Customer service yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Social links' }));
    const form = await screen.findByRole('form', { name: 'Add to Social links' });
    await user.type(within(form).getByLabelText('Address'), 'https://fb.test/p');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'FACEBOOK',
      url: 'https://fb.test/p',
    });
  });
});
