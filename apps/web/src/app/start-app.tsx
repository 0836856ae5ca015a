import { LOCAL_KEYS } from '@pf/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n/i18n';
import { pickLanguage } from '@/lib/i18n/languages';
import { shellBanner } from '@/lib/shell-banner';
import { local } from '@/lib/storage';
import { App } from './app';
import { warmFirstPage } from './warm-first-page';

/** Renders the app into the page's root once the stored language's texts are in. */
export function startApp(rootElement: HTMLElement): void {
  warmFirstPage();
  // Read once at the start, before anything takes it off the page.
  shellBanner();
  const root = createRoot(rootElement);
  // As a transition, React renders the app in slices of a few milliseconds and lets the browser
  // in between, instead of holding the main thread for the whole first render of frame and page.
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  // The merchant is not known yet; start in the stored language (or EN) and let app start adjust.
  // A failed bundle download still renders: keys are better than a blank page. Evaluating this
  // module is a long task of its own on a phone; i18n starts in the next one.
  setTimeout(() => initI18n(pickLanguage(local.get(LOCAL_KEYS.lang))).then(render, render), 0);
}
