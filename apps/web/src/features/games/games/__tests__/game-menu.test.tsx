import { DEFAULT_LANGUAGE } from '@pf/shared';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { permissionQueryOptions } from '@/features/brand/system';
import { makePermission } from '@/test/fixtures';
import { testQueryClient } from '@/test/render-app';
import { vendorLanesQueryOptions } from '../api/vendors';
import { GameMenu } from '../components/game-menu';
import { card, lane } from './games-kit';

const LANES = [lane('RNG', [card('PG', 'RNG')]), lane('PVP', [card('KY', 'PVP')])];

const menuKeys = () =>
  within(screen.getByTestId('game-menu'))
    .getAllByRole('listitem')
    .map((li) => li.dataset.testid?.replace('game-menu-', ''));

describe('game menu', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('draws its category chips a task after the render that has the vendors', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(permissionQueryOptions().queryKey, makePermission());
    queryClient.setQueryData(vendorLanesQueryOptions(DEFAULT_LANGUAGE).queryKey, LANES);
    const router = createMemoryRouter([{ path: '/', element: <GameMenu /> }]);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The answer is in the cache already, yet the first render draws only the fixed entries.
    expect(menuKeys()).toEqual(['home', 'hot', 'fav', 'promotions']);
    act(() => vi.advanceTimersByTime(0));
    expect(menuKeys()).toEqual(['home', 'hot', 'fav', 'RNG', 'PVP', 'promotions']);
  });
});
