import { minorToDecimal } from '../vendors/vendor-amount.ts';
import type { PlayedSpin } from './pragmatic-sim.history.ts';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface SimPage {
  gameName: string;
  token: string;
  symbol: string;
  stylename: string;
  lobbyUrl: string;
  cash?: number;
  currency?: string;
  message?: string;
}

export const SIM_STYLE = `
:root { color-scheme: light dark; --bg: #f4f5fb; --fg: #16181f; --card: #fff; --muted: #666b7a; }
@media (prefers-color-scheme: dark) { :root { --bg: #12131a; --fg: #eceef5; --card: #1d1f2a; --muted: #9aa0b4; } }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
  font: 16px/1.4 system-ui, sans-serif; padding: 16px; box-sizing: border-box; }
main { width: min(420px, 100%); background: var(--card); border-radius: 16px; padding: 24px; }
h1 { margin: 0 0 4px; font-size: 1.4rem; } p { margin: 8px 0; } .muted { color: var(--muted); font-size: .85rem; }
input, button { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border-radius: 10px;
  border: 1px solid #8884; background: transparent; color: inherit; margin-top: 8px; }
button { background: #5b5bd6; color: #fff; border: 0; cursor: pointer; }`;

/** The simulator's game page: the wallet as the merchant answered it, and a spin form. */
export function renderSimPage(s: SimPage): string {
  const wallet =
    s.cash === undefined
      ? ''
      : `<p>Balance: <strong>${s.cash.toFixed(2)} ${escapeHtml(s.currency ?? '')}</strong></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(s.gameName)}</title>
<style>${SIM_STYLE}</style></head><body><main>
<h1>${escapeHtml(s.gameName)}</h1><p class="muted">Pragmatic Play simulator (development)</p>
${wallet}${s.message ? `<p role="status">${escapeHtml(s.message)}</p>` : ''}
<form method="post" action="spin">
<input type="hidden" name="token" value="${escapeHtml(s.token)}">
<input type="hidden" name="symbol" value="${escapeHtml(s.symbol)}">
<input type="hidden" name="stylename" value="${escapeHtml(s.stylename)}">
<input type="hidden" name="lobbyUrl" value="${escapeHtml(s.lobbyUrl)}">
<label>Stake <input name="stake" value="1.00" inputmode="decimal"></label>
<button type="submit">Spin</button></form>
<p><a href="${escapeHtml(s.lobbyUrl)}">Back to the lobby</a></p>
</main></body></html>`;
}

/** One played spin, as Pragmatic's round history shows it to a player. */
export function renderSpinPage(s: PlayedSpin | undefined): string {
  const head = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${SIM_STYLE}</style></head><body><main>`;
  if (!s)
    return `${head('Round')}<h1>Round</h1><p role="alert">This round is not known.</p></main></body></html>`;
  const money = (minor: bigint) => `${minorToDecimal(minor).toFixed(2)} ${escapeHtml(s.currency)}`;
  return `${head(`Round ${s.roundId}`)}
<h1>${escapeHtml(s.gameName)}</h1><p class="muted">Round <span data-testid="round">${escapeHtml(s.roundId)}</span> · ${s.at.toISOString()}</p>
<dl><dt>Stake</dt><dd data-testid="stake">${money(s.stake)}</dd><dt>Won</dt><dd data-testid="win">${money(s.win)}</dd></dl>
</main></body></html>`;
}
