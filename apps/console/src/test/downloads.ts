import { vi } from 'vitest';

/**
 * Catches what the console hands the browser as a download: each saved file as "name address".
 * The object address is stubbed (jsdom has none) and the link's click recorded, not followed.
 */
export function catchDownloads(): string[] {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  return saved;
}
