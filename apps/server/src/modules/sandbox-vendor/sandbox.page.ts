import { formatMinor } from '@pf/shared';
import type { SandboxGame } from './sandbox.games.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface PageState {
  game: SandboxGame;
  /** The vendor the game is played for: the form sends it back with the round. */
  vendor: string;
  token: string;
  currency: string;
  balance: bigint | null;
  stake: string;
  choice: string;
  result?: { outcome: string; stake: bigint; win: bigint; roundId: string };
  error?: string;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5fb; --fg: #16181f; --card: #fff; --accent: #5b5bd6; --muted: #666b7a; }
@media (prefers-color-scheme: dark) { :root { --bg: #12131a; --fg: #eceef5; --card: #1d1f2a; --muted: #9aa0b4; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
  font: 16px/1.4 system-ui, sans-serif; padding: 16px; }
main { width: min(420px, 100%); background: var(--card); border-radius: 16px; padding: 24px; box-shadow: 0 8px 30px #0003; }
h1 { margin: 0 0 4px; font-size: 1.4rem; } .studio { color: var(--muted); font-size: .85rem; margin: 0 0 16px; }
.balance { font-size: 1.1rem; margin: 0 0 16px; } label { display: block; margin: 12px 0 4px; color: var(--muted); }
input, select, button { width: 100%; font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid #8884; background: transparent; color: inherit; }
button { margin-top: 16px; background: var(--accent); color: #fff; border: 0; font-weight: 600; cursor: pointer; }
.result { margin-top: 16px; padding: 12px; border-radius: 10px; background: #5b5bd622; }
.error { margin-top: 16px; padding: 12px; border-radius: 10px; background: #d6455b33; }
`;

/** The sandbox studio's game page: a plain form, no script, so it runs under the site's CSP. */
export function renderPage(s: PageState): string {
  const e = escapeHtml;
  const money = (v: bigint) => `${formatMinor(v)} ${e(s.currency)}`;
  const choices =
    s.game.choices.length > 1
      ? `<label for="choice">Your pick</label><select id="choice" name="choice">${s.game.choices
          .map((c) => `<option value="${e(c)}"${c === s.choice ? ' selected' : ''}>${e(c)}</option>`)
          .join('')}</select>`
      : `<input type="hidden" name="choice" value="${e(s.game.choices[0] ?? '')}">`;
  const result = s.result
    ? `<div class="result" data-testid="result"><strong>${e(s.result.outcome)}</strong> — stake ${money(
        s.result.stake,
      )}, win <span data-testid="win">${money(s.result.win)}</span><br><small>round ${e(s.result.roundId)}</small></div>`
    : '';
  const error = s.error ? `<div class="error" role="alert">${e(s.error)}</div>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(s.game.name)}</title>
<style>${STYLE}</style></head><body><main>
<h1>${e(s.game.name)}</h1><p class="studio">Sandbox Studio · seamless wallet demo</p>
<p class="balance">Balance: <strong data-testid="balance">${s.balance === null ? '–' : money(s.balance)}</strong></p>
<form method="post" action="/sandbox-vendor/play">
<input type="hidden" name="token" value="${e(s.token)}"><input type="hidden" name="game" value="${e(s.game.code)}"><input type="hidden" name="vendor" value="${e(s.vendor)}">
<label for="stake">Stake</label><input id="stake" name="stake" inputmode="decimal" value="${e(s.stake)}" required>
${choices}<button type="submit">Play</button></form>${result}${error}</main></body></html>`;
}
