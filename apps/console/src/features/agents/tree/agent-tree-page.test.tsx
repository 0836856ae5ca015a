import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function node(id: string, username: string, extra: object = {}) {
  return {
    id,
    username,
    nickname: username,
    type: 2,
    uplineId: null,
    upline: null,
    status: 'active',
    downlines: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...extra,
  };
}
const page = (list: object[]) => ({ value: { list, pageNo: 1, totalPages: 1, total: list.length } });

function agentDesk(permissions: string[], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, ['agent_manager']),
    'GET /bo/api/agents/tree': (url) => {
      if (url.searchParams.get('parentId') === '1')
        return page([node('2', 'sub.agent', { uplineId: '1', upline: 'top.agent' })]);
      if (url.searchParams.get('username') === 'nobody') return page([]);
      if (url.searchParams.get('username') === 'other.top')
        return page([node('9', 'other.top', { type: 1 })]);
      return page([node('1', 'top.agent', { type: 1, downlines: 1 })]);
    },
    'POST /bo/api/agents/2/move': {
      value: {
        member: node('2', 'sub.agent', { uplineId: '9', upline: 'other.top' }),
        previousUplineId: '1',
      },
    },
    ...extra,
  });
}

describe('the agent tree', () => {
  it('opens an agent onto its downlines and moves one under another agent with a reason', async () => {
    const calls = agentDesk(['members.read', 'agents.manage']);
    renderConsole('/agents');
    const user = userEvent.setup();
    const tree = await screen.findByRole('list', { name: 'Agent tree' }, { timeout: 15_000 });
    await user.click(within(tree).getByRole('button', { name: 'Downlines of top.agent' }));
    await user.click(await screen.findByRole('button', { name: 'Move sub.agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Move sub.agent to another upline' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Write the new upline’s username')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New upline (username)'), 'other.top');
    await user.type(within(dialog).getByLabelText('Reason'), 'Team change');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('status')).toHaveTextContent('sub.agent is now under other.top');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ uplineId: '9', reason: 'Team change' });
  });

  it('says when a search finds nobody, and hides the move without the permission', async () => {
    agentDesk(['members.read']);
    renderConsole('/agents');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Agent tree' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Move top.agent' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No member with this username')).toBeInTheDocument();
  });

  it("shows the server's refusal of a move under the member's own downline", async () => {
    agentDesk(['members.read', 'agents.manage'], {
      'POST /bo/api/agents/2/move': {
        status: 409,
        code: 'AGENT_MOVE_CYCLE',
        message: 'A member cannot be moved under its own downline',
      },
    });
    renderConsole('/agents');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Downlines of top.agent' }, { timeout: 15_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Move sub.agent' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('New upline (username)'), 'other.top');
    await user.type(within(dialog).getByLabelText('Reason'), 'Loop');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A member cannot be moved under its own downline',
      ),
    );
  });
});
