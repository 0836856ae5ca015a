import { formatMinor } from '@pf/shared';
import { minorToDecimal } from '../vendors/vendor-amount.ts';
import type { PlayedRound, SimTable } from './evolution-sim.tables.ts';
import type { Mark } from './screens/history.ts';
import type { Scene, Screen } from './screens/scene.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';
import { renderScreen } from './screens/screen-page.ts';
import { hundredths, shownAmount } from './sim-money.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5fb; --fg: #16181f; --card: #fff; --muted: #666b7a; }
@media (prefers-color-scheme: dark) { :root { --bg: #12131a; --fg: #eceef5; --card: #1d1f2a; --muted: #9aa0b4; } }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
  font: 16px/1.4 system-ui, sans-serif; padding: 16px; box-sizing: border-box; }
main { width: min(420px, 100%); background: var(--card); border-radius: 16px; padding: 24px; }
h1 { margin: 0 0 4px; font-size: 1.4rem; } p { margin: 8px 0; } .muted { color: var(--muted); font-size: .85rem; }
input, select, button { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border-radius: 10px;
  border: 1px solid #8884; background: transparent; color: inherit; margin-top: 8px; }
button { background: #0f7b5f; color: #fff; border: 0; cursor: pointer; }`;

const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export interface TablePage {
  table: SimTable;
  /** The entry's opaque parameters, sent back with each bet. */
  params: string;
  lobbyUrl: string;
  /** The player's language as the entry carries it (ISO 639-1). */
  lang?: string;
  balance?: number;
  currency: string;
  stake: string;
  choice?: string;
  message?: string;
  result?: { gameId: string; scene: Scene; stake: bigint; win: bigint };
  history: readonly Mark[];
}

const SCREENS: Record<SimTable['gameType'], Screen> = {
  baccarat: { kind: 'baccarat' },
  roulette: { kind: 'roulette' },
  dragontiger: { kind: 'dragontiger' },
};

/** The simulator's live table: the cards or the wheel, the table's road, and the bet spots. */
export function renderTablePage(s: TablePage): string {
  const lang = screenLanguage(s.lang);
  const r = s.result;
  const spots = Object.entries(s.table.spots);
  return renderScreen({
    lang,
    title: s.table.name,
    studio: translator(lang)('studioSimulator', { vendor: 'Evolution' }),
    screen: SCREENS[s.table.gameType],
    gameKey: `EVOLUTION:${s.table.id}`,
    action: 'play',
    hidden: { params: s.params },
    ...(s.balance === undefined ? {} : { balance: shownAmount(s.balance, s.currency) }),
    stake: { value: s.stake, min: '0.01' },
    picks: spots.map(([value, pays]) => ({ value, odds: hundredths(pays) })),
    choice: s.choice && s.table.spots[s.choice] !== undefined ? s.choice : (spots[0]?.[0] ?? ''),
    ...(r
      ? {
          round: {
            scene: r.scene,
            net: r.win === 0n ? 'lose' : r.win === r.stake ? 'push' : 'win',
            win: shownAmount(minorToDecimal(r.win), s.currency),
            roundId: r.gameId,
            detailUrl: `rounds/${encodeURIComponent(r.gameId)}`,
          },
        }
      : {}),
    history: s.history,
    ...(s.message ? { notice: s.message } : {}),
    lobbyUrl: s.lobbyUrl,
  });
}

/** One played round, as Evolution's round detail shows it to a player. */
export function renderRoundPage(r: PlayedRound | undefined, table: SimTable | undefined): string {
  if (!r) return shell('Round', '<h1>Round</h1><p role="alert">This round is not known.</p>');
  return shell(
    `Round ${r.gameId}`,
    `<h1>${escapeHtml(table?.name ?? r.tableId)}</h1><p class="muted">Round ${escapeHtml(r.gameId)} · ${r.at.toISOString()}</p>
<dl><dt>Bet on</dt><dd>${escapeHtml(r.spot)}</dd><dt>Result</dt><dd data-testid="outcome">${escapeHtml(r.outcome)}</dd>
<dt>Stake</dt><dd>${formatMinor(r.stake)} ${escapeHtml(r.currency)}</dd>
<dt>Won</dt><dd>${formatMinor(r.win)} ${escapeHtml(r.currency)}</dd></dl>`,
  );
}
