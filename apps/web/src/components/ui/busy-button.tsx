import type { ComponentProps } from 'react';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

type BusyButtonProps = ComponentProps<typeof Button> & {
  busy: boolean;
  /** An icon before the label, which the spinner takes the place of while busy. */
  icon?: IconName;
};

/** A button that turns itself off and shows a spinner before its label while its work runs. */
export function BusyButton({ busy, icon, children, disabled, ...rest }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...rest}>
      {busy ? <Spinner className="size-4" /> : icon ? <Icon name={icon} className="size-4" /> : null}
      {children}
    </Button>
  );
}
