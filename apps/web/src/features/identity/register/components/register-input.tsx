import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { type CaptchaState, sendSmsCode } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FieldSpec } from '../lib/register-fields';
import type { RegisterValues } from '../model/register-values';
import { useRegisterValidator } from '../model/use-register-validator';
import { RegisterControl } from './register-control';

interface RegisterInputProps {
  spec: FieldSpec;
  form: UseFormReturn<RegisterValues>;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  captcha: CaptchaState;
}

/** One configured registration field: its control, and its §5 rule as the field's validator. */
export function RegisterInput({ spec, form, dialingCode, onDialingCodeChange, captcha }: RegisterInputProps) {
  const { t } = useTranslation();
  const { name, required } = spec;
  const validate = useRegisterValidator(spec, form);

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return null;
    try {
      return await sendSmsCode('register', {
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: dialingCode,
      });
    } catch (err) {
      void showAlert({ message: errorText(t, err) });
      return null;
    }
  };

  return (
    <Field
      label={t(`register.field.${name}`)}
      required={required}
      error={form.formState.errors[name]?.message}
    >
      {(a) => (
        <RegisterControl
          name={name}
          aria={a}
          field={form.register(name, { validate })}
          dialingCode={dialingCode}
          onDialingCodeChange={onDialingCodeChange}
          captcha={captcha}
          onSendCode={sendCode}
        />
      )}
    </Field>
  );
}
