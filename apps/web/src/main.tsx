import { LOCAL_KEYS } from '@pf/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker, reloadOnStaleChunks } from './app/service-worker';
import { warmFirstPage } from './app/warm-first-page';
import { initI18n } from './lib/i18n/i18n';
import { pickLanguage } from './lib/i18n/languages';
import { local } from './lib/storage';
import { applyTheme, useThemeStore } from './lib/theme-store';
import './index.css';

reloadOnStaleChunks();
warmFirstPage();
registerServiceWorker();

// Theme before first paint, so a light-theme visitor never sees a dark flash.
applyTheme(useThemeStore.getState().theme);

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The merchant is not known yet; start in the stored language (or EN) and let app start adjust.
// A failed bundle download still renders: keys are better than a blank page. Evaluating the
// scripts is a long task of its own on a phone; i18n starts in the next one.
setTimeout(() => initI18n(pickLanguage(local.get(LOCAL_KEYS.lang))).then(render, render), 0);
