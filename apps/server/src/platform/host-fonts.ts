import { execFile } from 'node:child_process';

/**
 * Whether this host has fonts for a text's scripts. The server draws its SVG art into raster
 * pictures with the host's fonts (fontconfig); a phone draws the same SVG with its own. Where the
 * host lacks a script (no CJK or Thai font is a common server setup), a raster copy would show
 * empty boxes, so the caller keeps the SVG for that text.
 */
export interface HostFonts {
  covers(text: string): Promise<boolean>;
}

/** Lists the font families fontconfig has for a language; empty when it has none. */
export type FontLister = (fontconfigLang: string) => Promise<string>;

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Han}/u, 'zh-cn'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Thai}/u, 'th'],
  // Letters only Vietnamese uses among the bundled languages (horned and dotted-below vowels).
  [/[ƠơƯưẠ-ỹĐđ]/u, 'vi'],
];

/** The fontconfig languages a text needs: Latin always, plus one per other script it holds. */
export function languagesOf(text: string): string[] {
  return ['en', ...SCRIPTS.filter(([pattern]) => pattern.test(text)).map(([, lang]) => lang)];
}

const fcList: FontLister = (lang) =>
  new Promise((resolve, reject) => {
    execFile('fc-list', [`:lang=${lang}`, 'family'], { timeout: 5000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

export function hostFonts(list: FontLister = fcList): HostFonts {
  // One question per language for the life of the process: fonts are installed with the host.
  const known = new Map<string, Promise<boolean>>();
  const has = (lang: string) => {
    let answer = known.get(lang);
    if (!answer) {
      // No fontconfig at all means no fonts the drawing library can find either.
      answer = list(lang).then(
        (out) => out.trim().length > 0,
        () => false,
      );
      known.set(lang, answer);
    }
    return answer;
  };
  return {
    async covers(text) {
      const answers = await Promise.all(languagesOf(text).map(has));
      return answers.every(Boolean);
    },
  };
}
