import { type BundledLanguage, isBundledLanguage, type SiteLanguage } from '@pf/shared';
import type { BackendModule, ResourceKey } from 'i18next';
import { fromI18nCode } from './languages';

type Bundle = { default: Record<string, unknown> };

/**
 * One JSON bundle per language, each its own chunk: a visitor downloads only the language shown.
 * The Record type makes a missing bundle a compile error.
 */
const core: Record<BundledLanguage, () => Promise<Bundle>> = {
  EN: () => import('../../locales/en.json'),
  CN: () => import('../../locales/cn.json'),
  ID: () => import('../../locales/id.json'),
  PT: () => import('../../locales/pt.json'),
  TH: () => import('../../locales/th.json'),
  TY: () => import('../../locales/ty.json'),
  VI: () => import('../../locales/vi.json'),
};

/**
 * Feature areas keep their texts in locales/<area>/<lang>.json under one top-level key of their
 * own, so areas built side by side never edit the same file. They merge into the core bundle.
 */
const areas = import.meta.glob<Bundle>('../../locales/*/*.json');

/** The texts of `language`; empty for a language without a bundle, which then reads English. */
export async function loadBundle(language: SiteLanguage): Promise<Record<string, unknown>> {
  if (!isBundledLanguage(language)) return {};
  const file = `/${language.toLowerCase()}.json`;
  const parts = await Promise.all([
    core[language](),
    ...Object.entries(areas)
      .filter(([path]) => path.endsWith(file))
      .map(([, load]) => load()),
  ]);
  return Object.assign({}, ...parts.map((p) => p.default));
}

/** A minimal i18next backend over the dynamic imports above; no HTTP backend is needed. */
export const bundleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, _namespace, callback) {
    loadBundle(fromI18nCode(language)).then(
      (bundle) => callback(null, bundle as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
