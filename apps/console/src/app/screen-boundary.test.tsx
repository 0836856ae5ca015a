import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './screen-boundary';

describe('a screen whose code loads when it is opened', () => {
  it('shows the loading state until its chunk comes, then the screen', async () => {
    let arrive: (module: { default: () => React.ReactNode }) => void = () => {};
    const Screen = lazy(
      () => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)),
    );
    render(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Opening this screen…');
    arrive({ default: () => <h1>Deposits</h1> });
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a reload when the chunk cannot be fetched, as after a deploy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onReload = vi.fn();
    const Screen = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /bo/assets/index-old.js')),
    );
    render(
      <ScreenBoundary onReload={onReload}>
        <Screen />
      </ScreenBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be opened');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
