import type { CustomerServiceEntry } from '@pf/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaintenancePage } from './maintenance-page';
import { RegionRestrictedPage } from './region-restricted-page';

const cs: CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', path: 'https://chat.example/a', title: 'Chat A' },
  { csType: 'VIP', path: 'https://chat.example/vip', title: 'VIP' },
];

function stubOpen(result: Window | null = {} as Window) {
  return vi.spyOn(window, 'open').mockImplementation(() => result);
}

describe('maintenance page (status 1)', () => {
  const status = {
    status: 1 as const,
    title: 'Scheduled upgrade',
    endTime: '2030-01-01T10:00:00.000Z',
    message: 'Back soon, thanks for waiting.',
  };

  it('shows title, formatted end time, message, refresh and customer service', async () => {
    const onRefresh = vi.fn();
    render(<MaintenancePage status={status} customerService={cs} onRefresh={onRefresh} />);
    const page = screen.getByTestId('maintenance-page');

    expect(within(page).getByRole('heading', { name: 'Scheduled upgrade' })).toBeInTheDocument();
    expect(page).toHaveTextContent('Back soon, thanks for waiting.');
    const end = screen.getByTestId('maintenance-end');
    expect(end).toHaveTextContent(/Expected back at/);
    expect(end).toHaveTextContent('2030');
    expect(end).not.toHaveTextContent('2030-01-01T10:00'); // formatted, not the raw ISO text

    await userEvent.click(screen.getByTestId('refresh-button'));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it("opens the first customer-service entry's path in a 440x750 pop-up", async () => {
    const open = stubOpen();
    render(<MaintenancePage status={status} customerService={cs} onRefresh={() => {}} />);
    await userEvent.click(screen.getByTestId('cs-button'));
    expect(open).toHaveBeenCalledOnce();
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(url).toBe('https://chat.example/a');
    expect(features).toContain('width=440');
    expect(features).toContain('height=750');
  });

  it('tells the visitor when the pop-up was blocked', async () => {
    stubOpen(null);
    render(<MaintenancePage status={status} customerService={cs} onRefresh={() => {}} />);
    await userEvent.click(screen.getByTestId('cs-button'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Popup blocked. Please allow popups and try again.',
    );
  });

  it('falls back to our own texts when the server sends none, and hides an unknown end time', () => {
    render(
      <MaintenancePage
        status={{ status: 1, title: null, endTime: null, message: null }}
        customerService={[]}
        onRefresh={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-end')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cs-button')).not.toBeInTheDocument();
    expect(screen.getByTestId('refresh-button')).toBeInTheDocument();
  });

  it('disables refresh while a refresh is running', () => {
    render(<MaintenancePage status={status} customerService={cs} onRefresh={() => {}} refreshing />);
    expect(screen.getByTestId('refresh-button')).toBeDisabled();
  });
});

describe('region-restricted page (status 2)', () => {
  const status = { status: 2 as const, title: null, endTime: null, message: null };

  it('offers only the customer-service button', async () => {
    const open = stubOpen();
    render(<RegionRestrictedPage status={status} customerService={cs} />);
    const page = screen.getByTestId('region-restricted-page');

    expect(within(page).getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(within(page).getAllByRole('button')).toHaveLength(1);
    expect(within(page).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByTestId('refresh-button')).not.toBeInTheDocument();

    await userEvent.click(within(page).getByTestId('cs-button'));
    expect(open.mock.calls[0]?.[0]).toBe('https://chat.example/a');
  });

  it("shows the server's title and message exactly as given", () => {
    render(
      <RegionRestrictedPage
        status={{ status: 2, title: 'Not here', endTime: null, message: 'Blocked by policy' }}
        customerService={cs}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Not here' })).toBeInTheDocument();
    expect(screen.getByTestId('region-restricted-page')).toHaveTextContent('Blocked by policy');
  });
});
