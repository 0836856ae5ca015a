import { afterEach, describe, expect, it, vi } from 'vitest';

describe("the device's id", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });

  it('is made once and kept on the device', async () => {
    const { deviceId } = await import('./device-id');
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(first);
    vi.resetModules();
    expect((await import('./device-id')).deviceId()).toBe(first);
  });

  it('replaces a kept value the server would refuse', async () => {
    window.localStorage.setItem('deviceId', 'bad id!');
    const { deviceId } = await import('./device-id');
    expect(deviceId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
