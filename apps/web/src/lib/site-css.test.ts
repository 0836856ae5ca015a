import { afterEach, describe, expect, it } from 'vitest';
import { siteStyleSheetReady } from './site-css';

afterEach(() => {
  document.head.innerHTML = '';
});

const sheetLink = () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.dataset.siteCss = '';
  document.head.append(link);
  return link;
};

describe('the site style sheet sent without holding the first paint', () => {
  it('applies to the screen once it has arrived, and only then lets the app start', async () => {
    const link = sheetLink();
    let ready = false;
    const waiting = siteStyleSheetReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('lets the app start when the sheet fails, applying what there is', async () => {
    const link = sheetLink();
    const waiting = siteStyleSheetReady();
    link.dispatchEvent(new Event('error'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('does not wait where the page links the sheet as usual', async () => {
    await expect(siteStyleSheetReady()).resolves.toBeUndefined();
  });
});
