import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountdownButton } from '@/components/ui/countdown-button';
import { Field, inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MobileInput } from './mobile-input';

interface MobileCodeFieldsProps {
  mobile: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { mobile?: string | undefined; code?: string | undefined };
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  /** Sends the SMS code; null when it was not sent (the countdown does not start). */
  onSend: () => Promise<number | null>;
  /** Names the test ids: `<prefix>-mobile`, `<prefix>-code`, `<prefix>-send-code`. */
  testIdPrefix: string;
}

/** The mobile number with its calling code, then the SMS code with its send button. */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const { errors, testIdPrefix: id } = props;
  return (
    <>
      <Field label={t('form.mobile')} required error={errors.mobile}>
        {(a) => (
          <MobileInput
            {...a}
            {...props.mobile}
            dialingCode={props.dialingCode}
            onDialingCodeChange={props.onDialingCodeChange}
            data-testid={`${id}-mobile`}
          />
        )}
      </Field>
      <Field label={t('form.smsCode')} required error={errors.code}>
        {(a) => (
          <div className="flex gap-2">
            <input
              {...a}
              {...props.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              className={inputClass}
              data-testid={`${id}-code`}
            />
            <CountdownButton onSend={props.onSend} testId={`${id}-send-code`} />
          </div>
        )}
      </Field>
    </>
  );
}
