import type { ComponentProps } from 'react';
import { PasswordInput } from './field';

/** The six-digit payment password that authorises moving money: a digit keypad, never autofilled. */
export function PaymentPasswordInput(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput inputMode="numeric" maxLength={6} autoComplete="off" {...props} />;
}
