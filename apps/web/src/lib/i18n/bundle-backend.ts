import type { BundledLanguage } from '@pf/shared';
import type { BackendModule, ResourceKey } from 'i18next';
import { fromI18nCode } from './languages';

/**
 * One JSON bundle per language, each its own chunk: a visitor downloads only the language shown.
 * The Record type makes a missing bundle a compile error.
 */
const loaders: Record<BundledLanguage, () => Promise<{ default: ResourceKey }>> = {
  EN: () => import('../../locales/en.json'),
  CN: () => import('../../locales/cn.json'),
  ID: () => import('../../locales/id.json'),
  PT: () => import('../../locales/pt.json'),
  TH: () => import('../../locales/th.json'),
  TY: () => import('../../locales/ty.json'),
  VI: () => import('../../locales/vi.json'),
};

/** A minimal i18next backend over the dynamic imports above; no HTTP backend is needed. */
export const bundleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, _namespace, callback) {
    loaders[fromI18nCode(language)]().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
