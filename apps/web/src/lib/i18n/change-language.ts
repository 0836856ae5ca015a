import { LOCAL_KEYS, type SiteLanguage } from '@pf/shared';
import { getSessionToken } from '../session-store';
import { local } from '../storage';
import { i18n } from './i18n';
import { applyDocumentLanguage, fromI18nCode, toI18nCode } from './languages';

/** Shows `language` without remembering it (used for the merchant default at start). */
export async function showLanguage(language: SiteLanguage): Promise<void> {
  await i18n.changeLanguage(toI18nCode(language));
  applyDocumentLanguage(language);
}

/**
 * A visitor's explicit choice (§4 Language change): remember it as `lang`, keep the one it
 * replaces as `hisLang`, update the server language of a signed-in member (`saveForMember`, which
 * the shell hands in from identity), then switch. Queries keyed by language refetch by themselves.
 */
export async function chooseLanguage(
  language: SiteLanguage,
  saveForMember: (language: SiteLanguage) => Promise<unknown>,
): Promise<void> {
  const previous = fromI18nCode(i18n.language);
  local.set(LOCAL_KEYS.lang, language);
  local.set(LOCAL_KEYS.hisLang, previous);
  if (getSessionToken() !== null) {
    // The switch does not wait for the server, nor fail with it: the next choice sends it again.
    saveForMember(language).catch(() => {});
  }
  await showLanguage(language);
}
