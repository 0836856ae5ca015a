import 'i18next';
import type en from '../../locales/en.json';

// en.json is the reference bundle: t('some.key') is checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
