import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * Approve and reject, side by side: the decision of a queue's pending item (a withdrawal, an
 * adjustment, a KYC review). In a table row (`subject` given) each button also names its item, so
 * a screen reader going down the column hears which row it decides; the row's buttons are smaller
 * and stack on a narrow screen.
 */
export function DecisionButtons(props: {
  approveLabel: string;
  rejectLabel: string;
  /** The item in a table row the buttons decide (an order number, an id); none in a detail panel. */
  subject?: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  className?: string;
}) {
  const inRow = props.subject !== undefined;
  const named = (label: string) => (inRow ? { 'aria-label': `${label} ${props.subject}` } : {});
  return (
    <span className={cn('flex gap-2', inRow && 'flex-col xl:flex-row', props.className)}>
      <Button
        className={inRow ? 'h-8' : undefined}
        disabled={props.busy}
        {...named(props.approveLabel)}
        onClick={props.onApprove}
      >
        {props.approveLabel}
      </Button>
      <Button
        className={inRow ? 'h-8' : undefined}
        variant="danger"
        disabled={props.busy}
        {...named(props.rejectLabel)}
        onClick={props.onReject}
      >
        {props.rejectLabel}
      </Button>
    </span>
  );
}
