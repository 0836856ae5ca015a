import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/lib/i18n/change-language';
import type { PageKey, RouteHandle } from '@/lib/route-handle';
import { useDocumentTitle } from './use-document-title';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('page title and description', () => {
  afterEach(async () => {
    await act(() => showLanguage('EN'));
  });

  it("names the page and the brand, and describes the page in the visitor's language", async () => {
    const { rerender } = renderHook(
      ({ page }: { page: PageKey | null }) =>
        useDocumentTitle(page ? ({ page } as RouteHandle) : undefined, 'Lucky Lotus'),
      { initialProps: { page: null as PageKey | null } },
    );
    expect(document.title).toBe('Lucky Lotus');
    expect(description()).toMatch(/^Lucky Lotus: slots, live casino/);

    rerender({ page: 'rng' });
    expect(document.title).toBe('Slots · Lucky Lotus');
    expect(description()).toBe(
      'Slots at Lucky Lotus: slots, live casino, sports, Vietnamese lottery and keno.',
    );

    await act(() => showLanguage('VI'));
    expect(description()).toMatch(/ tại Lucky Lotus: slot/);
  });
});
