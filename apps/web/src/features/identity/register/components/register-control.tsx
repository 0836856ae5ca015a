import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountdownButton } from '@/components/ui/countdown-button';
import { inputClass, PasswordInput } from '@/components/ui/field';
import { useMinimumAge } from '@/features/brand/system';
import { CaptchaInput, type CaptchaState, MobileInput } from '@/features/identity/auth';
import { INCOME_SOURCES, maxBirthday, nationalityOptions, OCCUPATIONS } from '@/features/identity/kyc';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
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
  if (CHOICES.has(name)) return <ChoiceSelect name={name} own={own} />;
  return (
    <input
      {...own}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={name === 'email' ? 'email' : name === 'username' ? 'username' : 'off'}
      className={inputClass}
    />
  );
}

/** Nationality (named in the page's language), occupation or source of income. */
function ChoiceSelect({ name, own }: { name: RegisterField; own: object }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const options =
    name === 'nationality'
      ? nationalityOptions(locale).map((c) => ({ value: c.code, label: c.name }))
      : (name === 'occupation' ? OCCUPATIONS : INCOME_SOURCES).map((n) => ({
          value: String(n),
          label: t(`${name === 'occupation' ? 'occupation' : 'income'}.${n}` as never),
        }));
  return (
    <select {...own} className={inputClass}>
      <option value="">{t('form.select')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
