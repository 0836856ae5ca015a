import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this an answer goes as it is: the headers would cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality for API answers: near the best ratio for JSON at a small share of its CPU. */
export const BROTLI_QUALITY = 4;

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/**
 * What a public answer becomes on the wire, worked out once per text: its ETag, its bytes, and its
 * brotli and gzip forms when a client first asks for them. Cached reads hand the very same text to
 * every request (plugins/serializer.ts), so a lobby page or a menu is hashed, encoded to UTF-8 and
 * compressed once instead of once per request; in the profile the UTF-8 length and copy alone were
 * a third of the CPU of a 25 KB menu answer (decision 0004).
 */
export interface AnswerForms {
  tag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const KEPT = 500;
const forms = new Map<string, AnswerForms>();

export function answerForms(text: string): AnswerForms {
  let found = forms.get(text);
  if (found === undefined) {
    found = {
      tag: `W/"${createHash('sha1').update(text).digest('base64url')}"`,
      identity: Buffer.from(text),
    };
    forms.set(text, found);
    // Oldest first out: a replaced answer's text is never asked for again.
    if (forms.size > KEPT) forms.delete(forms.keys().next().value as string);
  }
  return found;
}

/** The answer's bytes in `encoding`, compressed on first use and kept with the answer. */
export function encodedBytes(answer: AnswerForms, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.identity.length,
      },
    });
    return answer.br;
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.identity, { level: 6 });
    return answer.gzip;
  }
  return answer.identity;
}

const negotiated = new Map<string, AnswerEncoding>();

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none, honouring
 * `q=0` refusals and `*`. Browsers send one of a handful of headers, so answers are remembered.
 */
export function negotiateEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  let choice = negotiated.get(header);
  if (choice !== undefined) return choice;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  choice = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
  if (negotiated.size < 100) negotiated.set(header, choice);
  return choice;
}
