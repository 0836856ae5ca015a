import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

function submission(memberId: string, username: string) {
  return {
    memberId,
    merchantId: 1,
    username,
    status: 'P',
    idType: 12,
    personal: { firstName: 'An', lastName: 'Nguyen' },
    images: { front: `${memberId}-front`, back: `${memberId}-back`, selfie: null },
    submittedAt: '2026-12-05T09:00:00.000Z',
    reviewedAt: null,
    note: null,
  };
}

describe('the KYC review queue', () => {
  it("shows a member's ID images side by side, approves, and the queue updates", async () => {
    setStaffToken('t');
    URL.createObjectURL = vi.fn(() => 'blob:image');
    URL.revokeObjectURL = vi.fn();
    const pending = new Map([['7', submission('7', 'kyc.seven')]]);
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['kyc.read', 'kyc.decide'], ['risk']),
      'GET /bo/api/kyc': (url) => ({
        value: url.searchParams.get('status') === 'P' ? [...pending.values()] : [],
      }),
      'GET /bo/api/kyc/images/7-front': { value: 'image bytes' },
      'GET /bo/api/kyc/images/7-back': { value: 'image bytes' },
      'POST /bo/api/kyc/7/approve': () => {
        pending.delete('7');
        return { value: { memberId: '7', status: 'A' } };
      },
    });
    renderConsole('/kyc');
    await userEvent.click(await screen.findByText('kyc.seven'));
    const review = screen.getByRole('region', { name: 'Review of kyc.seven' });
    expect(await within(review).findByRole('img', { name: 'Front of the ID' })).toHaveAttribute(
      'src',
      'blob:image',
    );
    expect(await within(review).findByRole('img', { name: 'Back of the ID' })).toBeInTheDocument();
    expect(within(review).getByText('No image')).toBeInTheDocument();
    expect(within(review).getByText('Nguyen')).toBeInTheDocument();
    const image = calls.find((c) => c.url.pathname === '/bo/api/kyc/images/7-front');
    expect(image?.auth).toBe('Bearer t');

    await userEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('kyc.seven is verified');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    await waitFor(() => expect(screen.getByText('No verifications in this status')).toBeInTheDocument());
  });

  it('rejects with the reason and shows the refusal of a decided one', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['kyc.read', 'kyc.decide'], ['risk']),
      'GET /bo/api/kyc': {
        value: [{ ...submission('8', 'kyc.eight'), images: { front: null, back: null, selfie: null } }],
      },
      'POST /bo/api/kyc/8/reject': {
        status: 409,
        code: 'KYC_NOT_PENDING',
        message: 'This verification is not waiting for review',
      },
    });
    renderConsole('/kyc');
    const user = userEvent.setup();
    await user.click(await screen.findByText('kyc.eight'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the verification of kyc.eight' });
    await user.type(within(dialog).getByLabelText('Reason (the member reads it)'), 'Photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This verification is not waiting for review',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Photo is blurred' });
  });
});
