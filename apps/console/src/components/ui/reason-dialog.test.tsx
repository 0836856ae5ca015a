import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ReasonDialog } from './reason-dialog';

const schema = z.object({ note: z.string().trim().min(1).max(200) });

describe('the reason dialog', () => {
  it('rejects with a reason, checked by the schema before it is sent', async () => {
    const onSubmit = vi.fn();
    render(
      <ReasonDialog
        title="Reject W1"
        schema={schema}
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Write the reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason (the member reads it)'), '  name differs ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('name differs');
  });

  it("names another action's field and button, and closes on Cancel", async () => {
    const onClose = vi.fn();
    render(
      <ReasonDialog
        title="Lock player.one"
        fieldLabel="Why"
        submitLabel="Lock account"
        schema={schema}
        pending={false}
        error={null}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Lock player.one' })).toBeInTheDocument();
    expect(screen.getByLabelText('Why')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
