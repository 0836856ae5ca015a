import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StartDialog, useDialogTurn } from './use-dialog-turn';

// No fresh module per test: each test is a page view of its own, as the hosts' unmounting ends it.

function Probe({ id, wants, mayStart }: { id: StartDialog; wants: boolean; mayStart?: boolean }) {
  const open = useDialogTurn(id, wants, mayStart);
  return <p>{`${id}: ${open ? 'open' : 'shut'}`}</p>;
}

/** The two hosts in the layout's order: the security prompt's speaks first in a commit. */
function Both({ kyc = true, notices = true, held = false }) {
  return (
    <>
      <Probe id="kyc" wants={kyc} />
      <Probe id="notices" wants={notices} mayStart={!held} />
    </>
  );
}

const shown = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

describe('start-up dialogs take turns', () => {
  it('gives the screen to the site notices before the security prompt, whichever asks first', () => {
    const view = render(<Both />);
    shown('notices: open');
    shown('kyc: shut');

    view.rerender(<Both notices={false} />);
    shown('kyc: open');

    // Asking again while the other holds it: wait, however soon after.
    view.rerender(<Both />);
    shown('notices: shut');
    view.rerender(<Both kyc={false} />);
    shown('notices: open');
  });

  it('keeps the security prompt waiting until the notices host is built, then opens it if the notices want nothing', () => {
    const view = render(<Probe id="kyc" wants />);
    shown('kyc: shut');
    view.rerender(<Both notices={false} />);
    shown('kyc: open');
    shown('notices: shut');
  });

  it('counts only the hosts built in this page view', () => {
    // A page view where both hosts were built and wanted nothing, then left.
    render(<Both kyc={false} notices={false} />).unmount();
    // The next one: the security prompt's host is built before the notices' host is.
    const view = render(<Probe id="kyc" wants />);
    shown('kyc: shut');
    view.rerender(<Both />);
    shown('notices: open');
    shown('kyc: shut');
  });

  it('keeps the order behind a dialog held back, whichever asks first once it is let go', () => {
    const view = render(<Both kyc={false} held />);
    shown('notices: shut');
    // The security prompt may not pass the notices while they wait behind a member pop-up.
    view.rerender(<Both held />);
    shown('kyc: shut');
    shown('notices: shut');
    // The pop-up closes: both ask in one commit, the security prompt first in the tree.
    view.rerender(<Both />);
    shown('notices: open');
    shown('kyc: shut');
    view.rerender(<Both notices={false} held />);
    shown('kyc: open');
  });

  it('holds a dialog back from opening while it may not start, but leaves an open one open', () => {
    const notices = <Probe id="notices" wants={false} />;
    const view = render(
      <>
        {notices}
        <Probe id="kyc" wants mayStart={false} />
      </>,
    );
    shown('kyc: shut');
    view.rerender(
      <>
        {notices}
        <Probe id="kyc" wants />
      </>,
    );
    shown('kyc: open');
    view.rerender(
      <>
        {notices}
        <Probe id="kyc" wants mayStart={false} />
      </>,
    );
    shown('kyc: open');
  });
});
