import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { ApiError } from './api-error';
import { useSessionStore } from './session-store';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setToken(null);
});

describe('apiGet', () => {
  it('returns the envelope value and sends query and bearer token', async () => {
    const fetchMock = respond(200, { success: true, code: 'OK', message: '', value: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('t0k');

    await expect(apiGet('/wps/x', { url: 'a.b', skip: undefined })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/x?url=a.b');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('throws ApiError with code, message and status for a failed envelope', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { success: false, code: 'UNAUTHORIZED', message: 'No', value: null }),
    );
    const error = await apiGet('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'No', status: 401 });
  });

  it('treats success:false as an error even with HTTP 200', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, code: 'CONFLICT', message: 'c', value: null }));
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ code: 'CONFLICT', status: 200 });
  });

  it('turns a failed fetch into a NETWORK error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await apiGet('/wps/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK');
    expect(error.isNetwork).toBe(true);
  });

  it('reports a non-envelope answer by its HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });
});
