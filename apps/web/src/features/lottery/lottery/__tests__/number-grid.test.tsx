import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePermission, smallStakesWhitelabel } from '@/test/fixtures';
import { loadedQueryClient } from '@/test/render-app';
import { VnBuilder } from '../components/betting/vn-builder';
import { VN_BET_TYPES } from './fixtures';

// Every grid button draws its classes through `cn`: counting its calls counts what was redrawn.
const cnCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/cn', async (original) => {
  const real = await original<typeof import('@/lib/cn')>();
  return {
    cn: (...args: Parameters<typeof real.cn>) => {
      cnCalls.count += 1;
      return real.cn(...args);
    },
  };
});

// The builder's stake box reads the brand's quick picks from the loaded permission.
const queryClient = loadedQueryClient(makePermission({ whitelabel: smallStakesWhitelabel() }));

const builder = (onAdd: () => void) => (
  <QueryClientProvider client={queryClient}>
    <VnBuilder betTypes={VN_BET_TYPES} defaultType="lo2" minStake="1" maxStake="1000" onAdd={onAdd} />
  </QueryClientProvider>
);

describe('the number grid of the betting page', () => {
  it('is not redrawn when the page above re-renders, only when its numbers or selection change', async () => {
    const user = userEvent.setup();
    const view = render(builder(() => {}));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(100);

    // The page's other answers re-render the builder with a new handler: the hundred buttons stay.
    cnCalls.count = 0;
    view.rerender(builder(() => {}));
    expect(cnCalls.count).toBeLessThan(20);

    // A tap changes the selection: the grid is drawn again and shows it.
    cnCalls.count = 0;
    await user.click(screen.getByTestId('lottery-grid-07'));
    expect(cnCalls.count).toBeGreaterThanOrEqual(100);
    expect(screen.getByTestId('lottery-grid-07')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('lottery-selected')).toHaveTextContent('1');
  });
});
