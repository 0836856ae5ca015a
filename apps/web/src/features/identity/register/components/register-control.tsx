import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountdownButton } from '@/components/ui/countdown-button';
import { inputClass, PasswordInput } from '@/components/ui/field';
import { useMinimumAge } from '@/features/brand/system';
import { CaptchaInput, type CaptchaState, MobileInput } from '@/features/identity/auth';
import { ChoiceOptions, maxBirthday, type PersonalChoice } from '@/features/identity/kyc';
import type { RegisterField } from '../lib/register-fields';
import { PASSWORDS } from '../model/use-register-validator';

interface RegisterControlProps {
  name: RegisterField;
  /** The id and aria wiring the field's label hands its control. */
  aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
  field: UseFormRegisterReturn;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  captcha: CaptchaState;
  onSendCode: () => Promise<number | null>;
}

const CHOICES: ReadonlySet<string> = new Set(['nationality', 'occupation', 'sourceOfIncome']);
const isChoice = (name: RegisterField): name is PersonalChoice => CHOICES.has(name);

/** The control a registration field is typed or picked in, by the field's name. */
export function RegisterControl(props: RegisterControlProps) {
  const { name, aria, field } = props;
  const minAge = useMinimumAge();
  const testId = `register-${name}`;
  const own = { ...aria, ...field, 'data-testid': testId };
  if (PASSWORDS.has(name))
    return <PasswordInput {...own} autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'} />;
  if (name === 'mobileNum') {
    return (
      <MobileInput
        {...own}
        dialingCode={props.dialingCode}
        onDialingCodeChange={props.onDialingCodeChange}
        autoComplete="tel-national"
      />
    );
  }
  if (name === 'verificationCode') {
    return (
      <div className="flex gap-2">
        <input
          {...own}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          className={inputClass}
        />
        <CountdownButton onSend={props.onSendCode} testId="register-send-code" />
      </div>
    );
  }
  if (name === 'captcha') return <CaptchaInput {...own} state={props.captcha} />;
  if (name === 'birthday')
    return <input {...own} type="date" max={maxBirthday(minAge)} className={inputClass} />;
  if (isChoice(name)) {
    return (
      <select {...own} className={inputClass}>
        <ChoiceOptions choice={name} />
      </select>
    );
  }
  return (
    <input
      {...own}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={name === 'email' ? 'email' : name === 'username' ? 'username' : 'off'}
      className={inputClass}
    />
  );
}
