import type { UseFormReturn } from 'react-hook-form';
import { CountdownButton } from '@/components/ui/countdown-button';
import { Field, inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNoLoginSms } from '../model/use-no-login-sms';
import { MobileInput } from './mobile-input';

interface MobileCodeValues {
  mobile: string;
  code: string;
}

interface MobileCodeFieldsProps<T extends MobileCodeValues> {
  form: UseFormReturn<T>;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  /** Names the test ids: `<prefix>-mobile`, `<prefix>-code`, `<prefix>-send-code`. */
  testIdPrefix: string;
}

/**
 * The mobile number with its calling code, then the SMS code with its send button; the code is
 * sent only to a number that passes its check.
 */
export function MobileCodeFields<T extends MobileCodeValues>(props: MobileCodeFieldsProps<T>) {
  const { t } = useTranslation();
  const sms = useNoLoginSms();
  // react-hook-form cannot tell that these two names are paths of every form that has them.
  const form = props.form as unknown as UseFormReturn<MobileCodeValues>;
  const errors = form.formState.errors;
  const id = props.testIdPrefix;
  const sendCode = async () =>
    (await form.trigger('mobile')) ? sms.send(form.getValues('mobile').trim(), props.dialingCode) : null;
  return (
    <>
      <Field label={t('form.mobile')} required error={errors.mobile?.message}>
        {(a) => (
          <MobileInput
            {...a}
            {...form.register('mobile', sms.rules.mobile)}
            dialingCode={props.dialingCode}
            onDialingCodeChange={props.onDialingCodeChange}
            data-testid={`${id}-mobile`}
          />
        )}
      </Field>
      <Field label={t('form.smsCode')} required error={errors.code?.message}>
        {(a) => (
          <div className="flex gap-2">
            <input
              {...a}
              {...form.register('code', sms.rules.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              className={inputClass}
              data-testid={`${id}-code`}
            />
            <CountdownButton onSend={sendCode} testId={`${id}-send-code`} />
          </div>
        )}
      </Field>
    </>
  );
}
