import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, PasswordInput } from './field';

interface PasswordFieldProps {
  label: ReactNode;
  /** What `register(name, rules)` of the form returns for this field. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
}

/** A required password field of a react-hook-form form: label, eye toggle and error line. */
export function PasswordField({ label, registration, error, autoComplete, testId }: PasswordFieldProps) {
  return (
    <Field label={label} required error={error}>
      {(a) => <PasswordInput {...a} {...registration} autoComplete={autoComplete} data-testid={testId} />}
    </Field>
  );
}
