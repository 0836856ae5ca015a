import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  cleanup();
});
