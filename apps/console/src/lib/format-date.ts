import { useTranslation } from 'react-i18next';

/** The locale each console language formats dates in. */
const LOCALES: Record<string, string> = {
  CN: 'zh-CN',
  EN: 'en-GB',
  ID: 'id-ID',
  PT: 'pt-PT',
  TH: 'th-TH',
  TY: 'fil-PH',
  VI: 'vi-VN',
};

/** Formats an ISO 8601 time (or null) for the table cells, in the console's language. */
export function useDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(LOCALES[i18n.language] ?? 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}
