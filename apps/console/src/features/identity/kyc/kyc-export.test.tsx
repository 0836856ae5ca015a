import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/lib/i18n';
import { setStaffToken } from '@/lib/staff-token';
import { catchDownloads } from '@/test/downloads';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const submission = {
  memberId: '7',
  merchantId: 1,
  username: 'kyc.seven',
  status: 'P',
  idType: 1,
  personal: {
    idType: 1,
    payeename: 'Tran Thi Binh',
    birthday: '1990-01-02',
    address: '1 Le Loi, Hue',
    placeOfBirth: 'Hue',
    nationality: 'VN',
    occupation: 3,
    favouriteColour: 'blue',
  },
  images: { front: null, back: null, selfie: null },
  submittedAt: '2026-12-05T09:00:00.000Z',
  reviewedAt: null,
  note: null,
};

function desk(permissions: string[]) {
  setStaffToken('staff-token');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, ['risk']),
    'GET /bo/api/kyc': (url) => ({ value: url.searchParams.get('status') === 'P' ? [submission] : [] }),
    'GET /bo/api/kyc.csv': { value: 'csv' },
  });
}

describe('the KYC queue’s export and personal information', () => {
  it('downloads the queue of the chosen status as CSV with the staff token', async () => {
    const calls = desk(['kyc.read']);
    const saved = catchDownloads();
    renderConsole('/kyc');
    const user = userEvent.setup();
    await screen.findByText('kyc.seven');
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['kyc-A.csv blob:file']));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/kyc.csv')!;
    expect(csv.auth).toBe('Bearer staff-token');
    expect(csv.url.searchParams.get('status')).toBe('A');
  });

  it('names each personal field in the console’s language, a field it does not know by its key', async () => {
    desk(['kyc.read']);
    renderConsole('/kyc');
    await userEvent.click(await screen.findByText('kyc.seven'));
    const review = screen.getByRole('region', { name: 'Review of kyc.seven' });
    const label = (name: string) => within(review).getByText(name, { selector: 'dt' });
    expect(label('Full name').nextElementSibling).toHaveTextContent('Tran Thi Binh');
    expect(label('Date of birth').nextElementSibling).toHaveTextContent('1990-01-02');
    for (const name of [
      'ID type',
      'Address',
      'Place of birth',
      'Nationality',
      'Occupation',
      'favouriteColour',
    ])
      expect(label(name)).toBeInTheDocument();
    expect(within(review).queryByText('payeename')).not.toBeInTheDocument();
    await showLanguage('VI', false);
    expect(await within(review).findByText('Họ và tên', { selector: 'dt' })).toBeInTheDocument();
    expect(within(review).getByText('Ngày sinh', { selector: 'dt' })).toBeInTheDocument();
  });
});
