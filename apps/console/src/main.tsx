import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { applyTheme, storedTheme } from './lib/theme';
import './index.css';

// The theme before the first paint, so a light-theme operator never sees a dark flash.
applyTheme(storedTheme());

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
