import { IMAGE_MAX_BYTES, type PromotionDetail } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { alertText, pngFile } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { cashBalance, memberHeaderRoutes, setMemberSession } from '@/test/signed-in';

const DETAIL: PromotionDetail = {
  id: 7,
  category: 'event',
  language: 'EN',
  title: 'Share your big win',
  summary: 'Send a screenshot of your win',
  imageUrl: '/wps/content/images/00000000-0000-4000-8000-000000000007',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: null,
  terms: 'One application per member.',
};

const APPLICATION = {
  id: '11',
  promotionId: 7,
  comment: 'My win',
  imageIds: ['00000000-0000-4000-8000-0000000000aa'],
  status: 'applying',
  rewardAmount: null,
  currency: 'VND',
  rejectReason: null,
  createdAt: '2026-03-20T09:00:00.000Z',
  reviewedAt: null,
};

const memberRoutes = {
  ...memberHeaderRoutes(cashBalance('0.00')),
  '/wps/system/helpCenter': HELP_ITEMS,
  '/wps/promotions/7': DETAIL,
  '/wps/bonus/offer/7': { offer: null },
};

afterEach(() => useSessionStore.getState().setToken(null));

const fileInput = (slot: number) =>
  within(screen.getByTestId(`activity-image-${slot}`)).getByLabelText(/Choose/, { selector: 'input' });

describe('activity application on /promoDetail', () => {
  it('applies with a counted comment and a previewed image, refusing bad files in words', async () => {
    setMemberSession();
    let applied = false;
    const mock = stubApi({
      ...memberRoutes,
      '/wps/activity/state/7': () =>
        applied
          ? { promotionId: 7, state: 'applying', applicationRequired: true, application: APPLICATION }
          : { promotionId: 7, state: 'join', applicationRequired: true, application: null },
      '/wps/activity/apply': () => {
        applied = true;
        return APPLICATION;
      },
    });
    renderRoute('/promoDetail?id=7', makePermission());
    const panel = await screen.findByRole('region', { name: 'Your participation' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    const form = await screen.findByRole('form', { name: 'Apply for this promotion' });

    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    await user.type(comment, 'x'.repeat(141));
    expect(within(form).getByRole('alert')).toHaveTextContent('At most 140 characters');
    expect(within(form).getByRole('button', { name: 'Submit application' })).toBeDisabled();
    await user.clear(comment);
    await user.type(comment, 'My win');
    expect(within(form).getAllByText('6/140').length).toBeGreaterThan(0);

    await user.upload(fileInput(1), new File(['not an image'], 'win.txt', { type: 'text/plain' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Only jpeg, jpg or png images can be uploaded');
    await user.upload(fileInput(1), pngFile('huge.png', IMAGE_MAX_BYTES + 1));
    expect(within(form).getByRole('alert')).toHaveTextContent('The image must not be larger than 5 MB');
    await user.upload(fileInput(1), pngFile('win.png'));
    expect(await within(form).findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await alertText()).toBe('Your application has been sent for review.');
    const sent = bodyOf(mock, '/wps/activity/apply') as {
      promotionId: number;
      comment: string;
      images: string[];
    };
    expect(sent.promotionId).toBe(7);
    expect(sent.comment).toBe('My win');
    expect(sent.images).toHaveLength(1);
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(panel).toHaveTextContent('Status: Applying'));
    expect(within(panel).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows a rejection with its reason and no apply button', async () => {
    setMemberSession();
    stubApi({
      ...memberRoutes,
      '/wps/activity/state/7': {
        promotionId: 7,
        state: 'rejected',
        applicationRequired: true,
        application: { ...APPLICATION, status: 'rejected', rejectReason: 'Screenshot unreadable' },
      },
    });
    renderRoute('/promoDetail?id=7', makePermission());
    const panel = await screen.findByRole('region', { name: 'Your participation' });
    expect(panel).toHaveTextContent('Status: Rejected');
    expect(panel).toHaveTextContent('Reason: Screenshot unreadable');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    setMemberSession();
    stubApi({
      ...memberRoutes,
      '/wps/activity/state/7': {
        promotionId: 7,
        state: 'join',
        applicationRequired: true,
        application: null,
      },
      '/wps/activity/apply': failure('ACTIVITY_ALREADY_APPLIED', 'server text', 409),
    });
    renderRoute('/promoDetail?id=7', makePermission());
    const panel = await screen.findByRole('region', { name: 'Your participation' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    const form = await screen.findByRole('form', { name: 'Apply for this promotion' });
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have already applied for this promotion',
    );
  });

  it('asks nothing of a visitor', async () => {
    const mock = stubApi({ ...memberRoutes });
    renderRoute('/promoDetail?id=7', makePermission());
    await screen.findByRole('heading', { name: 'Share your big win' });
    expect(screen.queryByRole('region', { name: 'Your participation' })).toBeNull();
    expect(callsTo(mock, '/wps/activity/state/7')).toBe(0);
  });
});
