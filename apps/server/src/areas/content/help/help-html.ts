import sanitizeHtml from 'sanitize-html';

/**
 * The markup a help article may keep: text formatting, headings, lists, quotes and links to http,
 * https or mail addresses. Everything else (scripts, styles, event handlers, frames, images,
 * javascript: or data: links) is dropped before the article is stored.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** A help article's HTML as it may be stored and shown: only the allow-listed markup survives. */
export function cleanHelpHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
