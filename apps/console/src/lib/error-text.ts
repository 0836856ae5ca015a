import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/**
 * The text of a failed call in the console's language: a code the console knows has its own
 * translation; any other shows the server's message as it came.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (error instanceof ApiError) {
      const key = `errors.${error.code}`;
      return i18n.exists(key) ? t(key) : error.message;
    }
    return t('errors.UNKNOWN');
  };
}
