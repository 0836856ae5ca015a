import { escapeHtml, type StageContext } from './render-kit.ts';
import type { Scene, ScreenKind } from './scene.ts';
import type { StringKey } from './strings/en.ts';

/**
 * A round as the history strip shows it: its tone (the side that won, the pocket's colour, a win
 * or a loss) and a label that reads the same in every language (a number, a multiplier); roads
 * of the card tables show the side's letter in the player's language instead.
 */
export interface Mark {
  tone: string;
  label?: string;
}

/** Tables whose history is the table's (every player's rounds), shown as a road or a strip. */
const SHARED: ReadonlySet<ScreenKind> = new Set([
  'baccarat',
  'dragontiger',
  'roulette',
  'sicbo',
  'wheel',
  'ball',
]);
const ROADS: ReadonlySet<ScreenKind> = new Set(['baccarat', 'dragontiger']);

export const isSharedTable = (kind: ScreenKind) => SHARED.has(kind);

/** Whose rounds a screen's history lists: the table's, or the player's own in this game session. */
export const historyKey = (kind: ScreenKind, game: string, session: string) =>
  isSharedTable(kind) ? `table:${game}` : `own:${game}:${session}`;

/** The mark of a round: what its scene shows, or, for the player's own games, what it paid. */
export function markOf(scene: Scene, paid: { stake: bigint; win: bigint }): Mark {
  switch (scene.kind) {
    case 'baccarat':
    case 'dragontiger':
      return { tone: scene.winner };
    case 'roulette':
      return { tone: scene.colour, label: String(scene.number) };
    case 'sicbo':
      return { tone: scene.result, label: String(scene.total) };
    case 'ball':
      return { tone: scene.colour, label: String(scene.number) };
    default: {
      const x100 = paid.stake > 0n ? (paid.win * 100n) / paid.stake : 0n;
      const tone =
        paid.win > paid.stake ? 'win' : paid.win === paid.stake ? 'push' : paid.win > 0n ? 'part' : 'lose';
      return { tone, label: `×${x100 / 100n}.${String(x100 % 100n).padStart(2, '0')}` };
    }
  }
}

const MAX_KEYS = 5_000;
export const MAX_MARKS = 60;

/** The histories the simulator keeps since it started (the newest keys and marks kept). */
export function historyBook() {
  const books = new Map<string, Mark[]>();
  return {
    add(key: string, mark: Mark) {
      const marks = books.get(key) ?? [];
      books.delete(key);
      books.set(key, [...marks, mark].slice(-MAX_MARKS));
      if (books.size > MAX_KEYS) {
        const oldest = books.keys().next().value;
        if (oldest !== undefined) books.delete(oldest);
      }
    },
    list: (key: string): readonly Mark[] => books.get(key) ?? [],
  };
}
export type HistoryBook = ReturnType<typeof historyBook>;

const SHORT: Record<string, StringKey> = {
  player: 'short.player',
  banker: 'short.banker',
  tie: 'short.tie',
  dragon: 'short.dragon',
  tiger: 'short.tiger',
};

/** The history under the table: a bead road for the card tables, a strip of results for the rest. */
export function historyHtml(c: StageContext, kind: ScreenKind, marks: readonly Mark[]): string {
  const road = ROADS.has(kind);
  const title = road ? c.t('road') : c.t('history');
  // A road fills column by column from the oldest; a strip shows the newest first.
  const shown = road ? marks.slice(-48) : marks.slice(-16).reverse();
  // A road is a grid: at least eight columns of six, the cells to come left empty.
  const spare = road ? Math.max(48, Math.ceil((shown.length + 1) / 6) * 6) - shown.length : 0;
  const empty = '<li class="bead empty" aria-hidden="true"></li>'.repeat(spare);
  const bead = (m: Mark) => {
    const text =
      m.label ??
      (kind === 'dragontiger' && m.tone === 'tie'
        ? c.t('short.dtTie')
        : SHORT[m.tone]
          ? c.t(SHORT[m.tone] as StringKey)
          : '');
    return `<li class="bead tone-${escapeHtml(m.tone)}">${escapeHtml(text)}</li>`;
  };
  const list =
    shown.length === 0
      ? `<p class="empty">${escapeHtml(c.t('historyEmpty'))}</p>`
      : `<ol class="${road ? 'road' : 'marks'}" data-testid="history-marks">${shown.map(bead).join('')}${empty}</ol>`;
  return `<section class="history" id="history" data-swap data-testid="history" aria-label="${escapeHtml(title)}"><h2>${escapeHtml(title)}</h2>${list}</section>`;
}

export const HISTORY_CSS = `
.history{grid-area:history;min-width:0;background:#0006;border-radius:14px;padding:8px 10px}
.history h2{margin:0 0 6px;font-size:.72rem;text-transform:uppercase;letter-spacing:.08em;color:#ffffffa0}
.history .empty{margin:0;font-size:.8rem;color:#ffffff80}
.marks{display:flex;gap:4px;list-style:none;margin:0;padding:0;overflow-x:auto;scrollbar-width:thin}
.marks .bead{flex:none;min-width:30px;height:26px;padding:0 6px;border-radius:99px;display:grid;place-items:center;font-size:.72rem;font-weight:800}
.marks .bead:first-child{outline:2px solid #fff}
.road{display:grid;grid-template-rows:repeat(6,20px);grid-auto-flow:column;grid-auto-columns:20px;gap:2px;list-style:none;margin:0;padding:4px;
  background:#fff;border-radius:8px;overflow-x:auto;width:max-content;max-width:100%}
.road .bead{width:20px;height:20px;border-radius:50%;display:grid;place-items:center;font-size:.62rem;font-weight:800;color:#fff}
.road .bead.empty{border-radius:2px;box-shadow:inset 0 0 0 1px #0000001a}
.tone-player{background:#1d4ed8}.tone-banker{background:#c81d3a}.tone-tie{background:#1f9d55}
.tone-dragon{background:#d9480f}.tone-tiger{background:#b08900}
.tone-red{background:#c81d3a;color:#fff}.tone-black{background:#1b1b2f;color:#fff;box-shadow:inset 0 0 0 1px #fff4}.tone-green{background:#1f9d55;color:#fff}
.tone-blue{background:#277da1;color:#fff}.tone-gold{background:#f4a261;color:#1b1b2f}
.tone-small{background:#277da1;color:#fff}.tone-big{background:#c81d3a;color:#fff}.tone-triple{background:#ffd166;color:#1b1b2f}
.tone-win{background:#ffd166;color:#1b1b2f}.tone-push,.tone-part{background:#ffffff30;color:#fff}.tone-lose{background:#ffffff14;color:#ffffffa0}
`;
