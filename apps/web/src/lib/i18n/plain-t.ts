import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { placeholderText } from './placeholder-text';

/**
 * Options that change what i18next looks up or how it builds the text (context, default values,
 * objects, other languages or namespaces, formatting). A call that passes any of them goes to
 * i18next itself; every other option is a value for a placeholder. `count` is one too where the
 * key has plural forms (see `pluralForms`).
 */
const I18NEXT_OPTIONS = new Set([
  'context',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'returnNull',
  'returnEmptyString',
  'ns',
  'lng',
  'lngs',
  'fallbackLng',
  'keyPrefix',
  'ordinal',
  'replace',
  'joinArrays',
  'postProcess',
  'interpolation',
  'nsSeparator',
  'keySeparator',
  'skipInterpolation',
  'formatParams',
  'missingInterpolationHandler',
  'ignoreJSONStructure',
]);

/**
 * Names i18next's fixed `t` adds to every call's values: a text that uses one of them as a
 * placeholder gets i18next's value for it, so it goes to i18next.
 */
const FIXED_T_VALUES = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** Every `{{…}}` of a text; only a bare name between the braces is a plain placeholder. */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const BARE_NAME = /^\s*(\w+)\s*$/;
/** i18next's nesting syntax: a text (or a value) that uses it goes to i18next. */
const NESTING = '$t(';

type Values = Record<string, unknown>;

function plainValues(options: unknown): options is Values | undefined {
  if (options === undefined) return true;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return false;
  for (const name in options) {
    // `defaultValue_one`, `defaultValue_other`, …: default texts per plural form.
    if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return false;
    const value = (options as Values)[name];
    if (typeof value === 'string' && value.includes(NESTING)) return false;
  }
  return true;
}

/** The texts that hold the last part of a dotted key in one language, own properties only. */
function parentOf(texts: unknown, key: string): Values | undefined {
  let node = texts;
  let start = 0;
  for (;;) {
    if (node === null || typeof node !== 'object') return undefined;
    const dot = key.indexOf('.', start);
    if (dot < 0) return node as Values;
    const part = key.slice(start, dot);
    if (!Object.hasOwn(node, part)) return undefined;
    node = (node as Values)[part];
    start = dot + 1;
  }
}

/** The suffixes of the plural categories (Intl.PluralRules' names) i18next adds to a key. */
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/**
 * Whether `name` has plural forms (`name_one`, `name_other`, …) beside it. With a count, i18next
 * picks one of them by the language's plural rules, so such a call goes to i18next; a key without
 * them reads `count` as a value like any other.
 */
function pluralForms(parent: Values, name: string): boolean {
  return PLURAL_SUFFIXES.some((suffix) => Object.hasOwn(parent, name + suffix));
}

/**
 * The text with its placeholders filled as i18next fills them (values as strings, a count grouped,
 * null as empty, a placeholder without a value left as written), or null when the text needs more
 * than that.
 */
function fill(text: string, values: Values | undefined): string | null {
  if (text.includes(NESTING)) return null;
  if (!text.includes('{{')) return text;
  let plain = true;
  const filled = text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = BARE_NAME.exec(inner)?.[1];
    if (name === undefined || FIXED_T_VALUES.has(name)) {
      plain = false;
      return whole;
    }
    if (!values || !Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value == null ? '' : String(placeholderText(name, value));
  });
  return plain ? filled : null;
}

/**
 * `t` for one language that reads the loaded texts directly for the calls the site makes most: a
 * key and plain placeholder values. i18next's own `t` resolves every call through its translator,
 * interpolator and plural rules, the largest share of the script time of a page's first render on
 * a phone; anything beyond a plain text (plurals, context, defaults, nesting, formats, a missing
 * key) still goes to i18next, so the answer is the same either way.
 */
export function plainT(language: string): TFunction {
  const full = i18n.getFixedT(language);
  const languages = i18n.services.languageUtils.toResolveHierarchy(language);
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string' && !key.includes(':') && plainValues(options)) {
      const name = key.slice(key.lastIndexOf('.') + 1);
      const counted = options !== undefined && Object.hasOwn(options, 'count');
      for (const code of languages) {
        const parent = parentOf(i18n.store.data[code]?.translation, key);
        if (counted && parent && pluralForms(parent, name)) break;
        const text = parent && Object.hasOwn(parent, name) ? parent[name] : undefined;
        if (text === undefined) continue;
        if (typeof text === 'string') {
          const filled = fill(text, options);
          if (filled !== null) return filled;
        }
        break;
      }
    }
    // i18next's TFunction is an overloaded generic; these are the arguments it was given.
    return (full as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
  };
  // Same call signature as i18next's fixed `t`, which it delegates to for everything not plain.
  return t as unknown as TFunction;
}
