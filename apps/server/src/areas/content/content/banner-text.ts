/**
 * How the words of a drawn banner are set: sizes large enough to read where a phone shows the
 * 1200x400 banner at about 350 px wide (a size of 35 there is 10 px), and lines broken to fit the
 * room left of the motif. The server draws the text with the host's fonts (DejaVu is much wider than
 * a phone's), so widths are estimates in em: a CJK character 1, anything else `latinEm`.
 */

/** Room left of the motif, from the text's start (x=72) to where the motif begins (x≈810). */
export const TEXT_ROOM = 720;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The estimated width of `text` in em. */
export function emsOf(text: string, latinEm: number): number {
  let ems = 0;
  for (const c of text) ems += WIDE.test(c) ? 1 : c === ' ' ? latinEm / 2 : latinEm;
  return ems;
}

/**
 * The pieces a line may break between: words, and single CJK characters (those scripts put no
 * spaces between words). Each piece knows whether a space comes before it.
 */
function pieces(text: string): { text: string; spaced: boolean }[] {
  const out: { text: string; spaced: boolean }[] = [];
  let word = '';
  let wordSpaced = false;
  let space = false;
  const flush = () => {
    if (word) out.push({ text: word, spaced: wordSpaced });
    word = '';
  };
  for (const c of text) {
    if (/\s/.test(c)) {
      flush();
      space = true;
    } else if (WIDE.test(c)) {
      flush();
      out.push({ text: c, spaced: space });
      space = false;
    } else {
      if (!word) {
        wordSpaced = space;
        space = false;
      }
      word += c;
    }
  }
  flush();
  // Punctuation right after a word stays with it: a line never starts with '。' or ','.
  return out.reduce<{ text: string; spaced: boolean }[]>((merged, piece) => {
    const last = merged.at(-1);
    if (last && !piece.spaced && /^\p{P}/u.test(piece.text)) last.text += piece.text;
    else merged.push(piece);
    return merged;
  }, []);
}

/** Greedy line breaking of `text` at `size` into lines no wider than `room` (a lone long word overflows). */
export function wrapText(text: string, size: number, room: number, latinEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text)) {
    const joined = line + (line && piece.spaced ? ' ' : '') + piece.text;
    if (line && emsOf(joined, latinEm) * size > room) {
      lines.push(line);
      line = piece.text;
    } else line = joined;
  }
  if (line) lines.push(line);
  return lines;
}

export interface SetText {
  size: number;
  lines: string[];
}

/**
 * `text` broken into lines at `size`, in the room left of the motif, the lines evened out: as
 * narrow as the same number of lines allows, so no word is left alone on the last one.
 */
export function setText(text: string, size: number, latinEm: number): SetText {
  let lines = wrapText(text, size, TEXT_ROOM, latinEm);
  for (let room = TEXT_ROOM - 10; lines.length > 1 && room > 0; room -= 10) {
    const narrower = wrapText(text, size, room, latinEm);
    if (narrower.length > lines.length) break;
    lines = narrower;
  }
  return { size, lines };
}
