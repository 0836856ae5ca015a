import { minorToDecimal } from '../vendors/vendor-amount.ts';
import type { PlayedRound, SimTable } from './evolution-sim.tables.ts';

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
  balance?: number;
  currency: string;
  stake: string;
  message?: string;
  result?: { gameId: string; outcome: string; win: bigint };
}

/** The simulator's live table: the wallet as the merchant answered it, and a bet form. */
export function renderTablePage(s: TablePage): string {
  const wallet =
    s.balance === undefined
      ? ''
      : `<p>Balance: <strong>${s.balance.toFixed(2)} ${escapeHtml(s.currency)}</strong></p>`;
  const result = s.result
    ? `<p data-testid="result" role="status">Round ${escapeHtml(s.result.gameId)}: ${escapeHtml(s.result.outcome)}, ${
        s.result.win > 0n ? `won ${minorToDecimal(s.result.win).toFixed(2)}` : 'no win'
      }. <a href="rounds/${encodeURIComponent(s.result.gameId)}">Round detail</a></p>`
    : '';
  const options = Object.keys(s.table.spots)
    .map((spot) => `<option value="${escapeHtml(spot)}">${escapeHtml(spot)}</option>`)
    .join('');
  return shell(
    s.table.name,
    `<h1>${escapeHtml(s.table.name)}</h1><p class="muted">Evolution live table simulator (development)</p>
${wallet}${s.message ? `<p role="alert">${escapeHtml(s.message)}</p>` : ''}${result}
<form method="post" action="play">
<input type="hidden" name="params" value="${escapeHtml(s.params)}">
<label>Bet on <select name="choice">${options}</select></label>
<label>Stake <input name="stake" value="${escapeHtml(s.stake)}" inputmode="decimal"></label>
<button type="submit">Place bet</button></form>
<p><a href="${escapeHtml(s.lobbyUrl)}">Back to the lobby</a></p>`,
  );
}

/** One played round, as Evolution's round detail shows it to a player. */
export function renderRoundPage(r: PlayedRound | undefined, table: SimTable | undefined): string {
  if (!r) return shell('Round', '<h1>Round</h1><p role="alert">This round is not known.</p>');
  return shell(
    `Round ${r.gameId}`,
    `<h1>${escapeHtml(table?.name ?? r.tableId)}</h1><p class="muted">Round ${escapeHtml(r.gameId)} · ${r.at.toISOString()}</p>
<dl><dt>Bet on</dt><dd>${escapeHtml(r.spot)}</dd><dt>Result</dt><dd data-testid="outcome">${escapeHtml(r.outcome)}</dd>
<dt>Stake</dt><dd>${minorToDecimal(r.stake).toFixed(2)} ${escapeHtml(r.currency)}</dd>
<dt>Won</dt><dd>${minorToDecimal(r.win).toFixed(2)} ${escapeHtml(r.currency)}</dd></dl>`,
  );
}
