import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_BANNER_WAIT_MS, shellBannerPainted } from './after-paint';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The banner drawn into the page, its picture still on its way. */
function drawnBanner() {
  document.body.innerHTML = '<div id="first-banner"><img src="/wps/content/images/x" alt="" /></div>';
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  return image;
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe("the app's start and the banner drawn into the page", () => {
  it('waits until its picture has loaded and the next frame is painted', async () => {
    const image = drawnBanner();
    const done = settled(shellBannerPainted());
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(true);
  });

  it('waits no longer than its limit for a picture that does not come', async () => {
    drawnBanner();
    const done = settled(shellBannerPainted());
    await vi.advanceTimersByTimeAsync(SHELL_BANNER_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('does not wait on a page without one', async () => {
    const done = settled(shellBannerPainted());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
