import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StartDialog, useDialogTurn } from './use-dialog-turn';

function Probe({ id, wants, mayStart }: { id: StartDialog; wants: boolean; mayStart?: boolean }) {
  const open = useDialogTurn(id, wants, mayStart);
  return <p>{`${id}: ${open ? 'open' : 'shut'}`}</p>;
}

function Both({ kyc = true, notices = true }) {
  return (
    <>
      <Probe id="kyc" wants={kyc} />
      <Probe id="notices" wants={notices} />
    </>
  );
}

describe('start-up dialogs take turns', () => {
  it('gives the screen to the first that asks, and to the waiting one when it closes', () => {
    const view = render(<Both />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
    expect(screen.getByText('notices: shut')).toBeInTheDocument();

    view.rerender(<Both kyc={false} />);
    expect(screen.getByText('notices: open')).toBeInTheDocument();

    // Asking again while the other holds it: wait, however soon after.
    view.rerender(<Both />);
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();
    view.rerender(<Both notices={false} />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
  });

  it('frees the screen when its holder leaves the page', () => {
    const view = render(
      <>
        <Probe id="notices" wants />
        <Probe id="kyc" wants />
      </>,
    );
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();
    view.rerender(<Probe id="kyc" wants />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
  });

  it('holds a dialog back from opening while it may not start, but leaves an open one open', () => {
    const view = render(<Probe id="kyc" wants mayStart={false} />);
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();
    view.rerender(<Probe id="kyc" wants />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
    view.rerender(<Probe id="kyc" wants mayStart={false} />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
  });
});
