import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { plainT } from './plain-t';

const listeners = new Set<() => void>();
let listening = false;

function subscribe(notify: () => void): () => void {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', () => {
      for (const listener of [...listeners]) listener();
    });
  }
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const currentLanguage = () => i18n.language;

interface Translation {
  t: TFunction;
  i18n: typeof i18n;
}

/** One answer per language: every component on screen shares the same `t` until it changes. */
const answers = new Map<string, Translation>();

/**
 * The texts of the current language, re-rendering when it changes: react-i18next's hook without
 * its per-component cost. Its hook copies the i18n instance's property descriptors into a new
 * wrapper for every component that calls it, which a phone pays hundreds of times while the first
 * screen renders; here every component shares one answer per language. The app has one i18n
 * instance and no namespaces of its own, so nothing else of that hook is needed.
 */
export function useTranslation(): Translation {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let answer = answers.get(language);
  if (!answer) {
    answer = { t: plainT(language), i18n };
    answers.set(language, answer);
  }
  return answer;
}
