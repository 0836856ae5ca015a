import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useMemberCentreStore } from '@/lib/member-centre-store';
import { useSessionStore } from '@/lib/session-store';
import { closeMemberCentre } from '@/test/signed-in';
import { MemberCentreHost } from './components/member-centre-host';

afterEach(closeMemberCentre);

function renderHost(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <MemberCentreHost pages={{}} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('member centre host', () => {
  it('renders nothing for a visitor, even when the address names a page', () => {
    renderHost('/?member=rewardCenter');
    expect(useMemberCentreStore.getState().page).toBeNull();
    expect(screen.queryByTestId('member-centre-loading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-centre-dialog')).not.toBeInTheDocument();
  });

  it('opens the page the address names once its code arrives, and closes when the session ends', async () => {
    useSessionStore.getState().setToken('tok-1');
    const router = renderHost('/?member=rewardCenter');

    // The panel's code is fetched on first use; meanwhile the page is dimmed under a spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByTestId('member-centre-dialog')).toHaveAttribute('data-page', 'rewardCenter');
    expect(screen.queryByTestId('member-centre-loading')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(screen.queryByTestId('member-centre-dialog')).not.toBeInTheDocument());
    expect(useMemberCentreStore.getState().page).toBeNull();
  });
});
