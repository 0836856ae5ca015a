import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartDialog } from './use-dialog-turn';

// Which hosts were built is remembered for the page view: each test starts a new one.
let useDialogTurn: typeof import('./use-dialog-turn').useDialogTurn;
beforeEach(async () => {
  vi.resetModules();
  ({ useDialogTurn } = await import('./use-dialog-turn'));
});

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
  it('gives the screen to the site notices before the security prompt, whichever asks first', () => {
    const view = render(<Both />);
    expect(screen.getByText('notices: open')).toBeInTheDocument();
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();

    view.rerender(<Both notices={false} />);
    expect(screen.getByText('kyc: open')).toBeInTheDocument();

    // Asking again while the other holds it: wait, however soon after.
    view.rerender(<Both />);
    expect(screen.getByText('notices: shut')).toBeInTheDocument();
    view.rerender(<Both kyc={false} />);
    expect(screen.getByText('notices: open')).toBeInTheDocument();
  });

  it('keeps the security prompt waiting until the notices host is built, then opens it if the notices want nothing', () => {
    const view = render(<Probe id="kyc" wants />);
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();
    view.rerender(
      <>
        <Probe id="kyc" wants />
        <Probe id="notices" wants={false} />
      </>,
    );
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
    expect(screen.getByText('notices: shut')).toBeInTheDocument();
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
    const notices = <Probe id="notices" wants={false} />;
    const view = render(
      <>
        {notices}
        <Probe id="kyc" wants mayStart={false} />
      </>,
    );
    expect(screen.getByText('kyc: shut')).toBeInTheDocument();
    view.rerender(
      <>
        {notices}
        <Probe id="kyc" wants />
      </>,
    );
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
    view.rerender(
      <>
        {notices}
        <Probe id="kyc" wants mayStart={false} />
      </>,
    );
    expect(screen.getByText('kyc: open')).toBeInTheDocument();
  });
});
