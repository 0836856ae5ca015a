import type { PromotionDetail } from '@pf/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { memberHeaderRoutes, setMemberSession } from '@/test/signed-in';

const DETAIL: PromotionDetail = {
  id: 4,
  category: 'deposit',
  language: 'EN',
  title: 'First deposit 100%',
  summary: 'Double your first deposit',
  imageUrl: '/wps/content/images/00000000-0000-4000-8000-000000000004',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: null,
  terms: 'Read the rules.',
};

const OFFER = {
  promotionId: 4,
  kind: 'deposit_match',
  percentBps: 10_000,
  cap: '500.00',
  minDeposit: '100.00',
  amount: null,
  cashbackPeriod: null,
  wageringMultiple: 5,
  maxBet: '50.00',
  expiryDays: 7,
};

const GRANT = {
  id: '9',
  promotionId: 4,
  kind: 'raffle',
  amount: '50.00',
  currency: 'VND',
  wageringRequired: '50.00',
  wageringDone: '0.00',
  progress: 0,
  status: 'active',
  maxBet: null,
  grantedAt: '2026-03-20T09:00:00.000Z',
  expiresAt: '2026-03-27T09:00:00.000Z',
  closedAt: null,
};

const memberRoutes = {
  ...memberHeaderRoutes(),
  // The bonus card carries join and claim itself; the participation panel stays out of its way.
  '/wps/activity/state/4': { promotionId: 4, state: 'join', applicationRequired: false, application: null },
};

afterEach(() => useSessionStore.getState().setToken(null));

describe("a promotion's bonus", () => {
  it('describes the offer and lets a signed-in member join, showing a refusal in words', async () => {
    setMemberSession();
    let joins = 0;
    const mock = stubApi({
      ...memberRoutes,
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions/4': DETAIL,
      '/wps/bonus/offer/4': { offer: OFFER },
      '/wps/bonus/join': () => {
        joins += 1;
        return joins === 1
          ? { promotionId: 4, kind: 'deposit_match', joinedAt: '2026-03-20T09:00:00.000Z', grant: null }
          : failure('BONUS_ALREADY_JOINED', 'You have already joined this promotion', 409);
      },
    });
    renderRoute('/promoDetail?id=4', makePermission());
    const panel = await screen.findByRole('region', { name: 'Bonus' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '100% of your deposit, up to 500.00 (deposits from 100.00)',
      'Wagering: 5× the bonus',
      'Max bet while wagering: 50.00',
      'Valid for 7 days',
    ]);
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await alertText()).toBe('You have joined. Your bonus shows in Bonus details.');
    expect(bodyOf(mock, '/wps/bonus/join')).toEqual({ promotionId: 4 });
    await user.click(screen.getByTestId('alert-confirm'));
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await alertText()).toBe('You have already joined this promotion');
    expect(callsTo(mock, '/wps/bonus/join')).toBe(2);
  });

  it('claims a raffle and shows the prize', async () => {
    setMemberSession();
    stubApi({
      ...memberRoutes,
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions/4': DETAIL,
      '/wps/bonus/offer/4': {
        offer: {
          ...OFFER,
          kind: 'raffle',
          percentBps: null,
          cap: null,
          minDeposit: null,
          maxBet: null,
          wageringMultiple: 1,
        },
      },
      '/wps/relay/MCS2_claimRafflePromotion': {
        grant: GRANT,
        draw: {
          serverSeed: 'a',
          serverSeedHash: 'b',
          clientSeed: 'c',
          roll: 3,
          totalWeight: 10,
          prizeIndex: 1,
        },
      },
    });
    renderRoute('/promoDetail?id=4', makePermission());
    const panel = await screen.findByRole('region', { name: 'Bonus' });
    expect(panel).toHaveTextContent('A raffle: claim once to draw your prize');
    await userEvent.click(within(panel).getByRole('button', { name: 'Claim your raffle prize' }));
    expect(await alertText()).toBe('You won 50.00! It has been added to your bonus balance.');
  });

  it('asks a visitor to sign in instead of joining', async () => {
    const mock = stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions/4': DETAIL,
      '/wps/bonus/offer/4': { offer: OFFER },
    });
    renderRoute('/promoDetail?id=4', makePermission());
    const panel = await screen.findByRole('region', { name: 'Bonus' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in to join' }));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(callsTo(mock, '/wps/bonus/join')).toBe(0);
  });
});
