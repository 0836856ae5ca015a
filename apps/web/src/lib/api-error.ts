/**
 * What every failed call throws. `code` is the server's stable machine code (or NETWORK when no
 * response arrived), so screens can pick a translated text; `message` is the server's own text.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The envelope's `value` on failure; some calls put hints there (login: `captcha: true`). */
  readonly value: unknown;

  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** No HTTP response at all: offline, DNS, CORS, server down. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';
