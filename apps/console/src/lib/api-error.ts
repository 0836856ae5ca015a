/**
 * What every failed call throws: `code` is the server's stable machine code (NETWORK when no
 * answer came), `message` the server's own text, which the console shows as it is.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';
