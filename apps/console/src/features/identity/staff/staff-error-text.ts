import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

/**
 * A refusal of a staff-management call in the console's language: the staff calls' own codes
 * (username taken, brand not allowed, self lock-out) have their text here, any other the console's.
 */
export function useStaffErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const general = useErrorText();
  return (error) =>
    error instanceof ApiError && i18n.exists(`staff.errors.${error.code}`)
      ? t(`staff.errors.${error.code}`)
      : general(error);
}
