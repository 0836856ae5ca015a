import { DEFAULT_LANGUAGE } from '@pf/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { permissionQueryOptions } from '@/features/brand/system';
import { makePermission } from '@/test/fixtures';
import { testQueryClient } from '@/test/render-app';
import { card, lane } from '../__tests__/games-kit';
import { vendorLanesQueryOptions } from '../api/vendors';
import { useGameCategories } from './use-game-categories';

describe('the game categories', () => {
  it('are built once for every part that reads them, and again when the vendors change', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      permissionQueryOptions().queryKey,
      makePermission({ whitelabel: { esportsVendors: ['IA'] } }),
    );
    const key = vendorLanesQueryOptions(DEFAULT_LANGUAGE).queryKey;
    queryClient.setQueryData(key, [lane('RNG', [card('PG', 'RNG')]), lane('SPORTS', [card('IA', 'SPORTS')])]);
    const seen: ReturnType<typeof useGameCategories>[] = [];
    function Reader() {
      seen.push(useGameCategories());
      return null;
    }
    const view = render(
      <AppProviders queryClient={queryClient}>
        <Reader />
        <Reader />
      </AppProviders>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]?.categories.map((c) => c.code)).toEqual(['RNG', 'ESPORTS']);

    view.rerender(
      <AppProviders queryClient={queryClient}>
        <Reader />
        <Reader />
      </AppProviders>,
    );
    expect(seen[3]).toBe(seen[0]);

    queryClient.setQueryData(key, [lane('PVP', [card('KY', 'PVP')])]);
    view.rerender(
      <AppProviders queryClient={queryClient}>
        <Reader />
        <Reader />
      </AppProviders>,
    );
    const after = seen.at(-1);
    expect(after?.categories.map((c) => c.code)).toEqual(['PVP']);
    expect(seen.at(-2)).toBe(after);
  });
});
