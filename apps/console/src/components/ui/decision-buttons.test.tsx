import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionButtons } from './decision-buttons';

describe('the approve and reject buttons of a pending item', () => {
  it("in a table row, name the row's item and call back on each", async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    render(
      <DecisionButtons
        approveLabel="Approve"
        rejectLabel="Reject"
        subject="W123"
        busy={false}
        onApprove={onApprove}
        onReject={onReject}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve W123' }));
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reject W123' }));
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('in a detail panel, are named by their labels alone; both are disabled while a decision is sent', () => {
    render(
      <DecisionButtons
        approveLabel="Approve"
        rejectLabel="Reject"
        busy
        onApprove={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
