import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

/** A failed lottery call in the console's language: the lottery's own codes first, then the console's. */
export function useLotteryErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const fallback = useErrorText();
  return (error) => {
    if (error instanceof ApiError && i18n.exists(`lotteryOps.errors.${error.code}`)) {
      return t(`lotteryOps.errors.${error.code}`);
    }
    return fallback(error);
  };
}
