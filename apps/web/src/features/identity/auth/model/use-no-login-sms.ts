import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sendSmsCode } from '../api/sms-api';
import { isMobileNumber } from '../lib/dialing-codes';

/**
 * Sending the SMS code of a member who is not signed in (login by SMS, reset by phone), and the
 * checks of the number and the code typed back.
 */
export function useNoLoginSms() {
  const { t } = useTranslation();
  const send = async (mobileNum: string, countryDialingCode: string) => {
    try {
      return await sendSmsCode('noLogin', { mobileNum, countryDialingCode });
    } catch (error) {
      // §8 SMS send failure: a warning with the server's message.
      void showAlert({ message: errorText(t, error) });
      return null;
    }
  };
  const rules = {
    mobile: { validate: (v: string) => isMobileNumber(v) || t('validation.mobile') },
    code: { validate: (v: string) => v.trim().length > 0 || t('validation.code') },
  };
  return { send, rules };
}
