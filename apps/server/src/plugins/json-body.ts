import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Every route's body limit unless it sets its own (uploads do): requests here are small forms. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** Arrays and objects nested deeper than this are refused before any parsing work. */
export const MAX_JSON_DEPTH = 32;

/** Methods that carry no body: an empty one is fine whatever content type the client declares. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** The deepest nesting of `text`, stopping as soon as it passes `limit` (strings are skipped). */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function bodyError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

/**
 * Parses JSON text the way Fastify's own parser does (prototype poisoning refused), after the
 * nesting check; answers the parsed value or an error for the error handler.
 */
export function parseJsonText(app: FastifyInstance, req: FastifyRequest, text: string): Promise<unknown> {
  if (text.length === 0 && BODILESS.has(req.method)) return Promise.resolve(undefined);
  if (jsonDepthExceeds(text)) {
    return Promise.reject(
      bodyError(400, 'BODY_TOO_DEEP', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`),
    );
  }
  const parse = app.getDefaultJsonParser('error', 'error');
  return new Promise((resolve, reject) => {
    parse(req, text, (err, value) => (err ? reject(err) : resolve(value)));
  });
}

/**
 * The application's JSON body parser: an empty body on a bodiless method (a DELETE sent with
 * `content-type: application/json`) is no body rather than an error, and deep nesting is refused
 * before parsing. Scopes that need the raw text (signed callbacks) replace it with their own.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer) =>
      parseJsonText(app, req, typeof body === 'string' ? body : body.toString('utf8')),
  );
}
