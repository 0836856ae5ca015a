import { CHUNK_LOAD_TIMEOUT_MS } from '@pf/shared';

/**
 * §8: a script or style chunk that cannot be loaded. The message names the chunk, the reason and
 * the address; a style chunk carries the code CSS_CHUNK_LOAD_FAILED.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly reason: 'error' | 'timeout',
    readonly url: string,
    readonly code?: 'CSS_CHUNK_LOAD_FAILED',
  ) {
    super(`Loading chunk ${chunk} failed.\n(${reason}: ${url})`);
  }
}

/** What browsers and Vite say when a module or its style sheet cannot be fetched. */
const SCRIPT_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const CSS_FAILED = /Unable to preload CSS for (\S+)/;
const URL_IN = /(https?:\/\/\S+|\/\S+\.(?:js|css))/;

/** The §8 form of a failed import; anything else (a bug in the page itself) passes through. */
export function asChunkLoadError(chunk: string, error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof ChunkLoadError) return error;
  const css = CSS_FAILED.exec(error.message);
  if (css) return new ChunkLoadError(chunk, 'error', css[1] ?? '', 'CSS_CHUNK_LOAD_FAILED');
  if (SCRIPT_FAILED.test(error.message)) {
    return new ChunkLoadError(chunk, 'error', URL_IN.exec(error.message)?.[1] ?? '');
  }
  return error;
}

/**
 * Loads chunk `chunk` and gives up after 120 s (§9): a request that hangs would otherwise leave
 * the visitor on a blank page for good.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw asChunkLoadError(chunk, error);
    })
    .finally(() => clearTimeout(timer));
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === 'ChunkLoadError';
