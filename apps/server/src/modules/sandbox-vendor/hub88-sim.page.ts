import { escapeHtml, SIM_STYLE } from './pragmatic-sim.page.ts';

/** What the simulator's game page carries from the launch into each spin. */
export interface Hub88Launch {
  token: string;
  user: string;
  currency: string;
  game_code: string;
  operator_id: string;
  lobby_url: string;
}

export interface Hub88SimPage extends Hub88Launch {
  gameName: string;
  /** The balance in Hub88's units (1/100000), as the merchant answered it. */
  balance?: number;
  message?: string;
}

const hidden = (name: keyof Hub88Launch, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** Hub88's integer units as a decimal for display (two places, as the wallet keeps them). */
const shown = (units: number) => (units / 100_000).toFixed(2);

/** The simulator's game page: the wallet as the merchant answered it, and a spin form. */
export function renderHub88Page(s: Hub88SimPage): string {
  const wallet =
    s.balance === undefined
      ? ''
      : `<p>Balance: <strong>${shown(s.balance)} ${escapeHtml(s.currency)}</strong></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(s.gameName)}</title>
<style>${SIM_STYLE}</style></head><body><main>
<h1>${escapeHtml(s.gameName)}</h1><p class="muted">Hub88 simulator (development)</p>
${wallet}${s.message ? `<p role="status">${escapeHtml(s.message)}</p>` : ''}
<form method="post" action="spin">
${hidden('token', s.token)}${hidden('user', s.user)}${hidden('currency', s.currency)}
${hidden('game_code', s.game_code)}${hidden('operator_id', s.operator_id)}${hidden('lobby_url', s.lobby_url)}
<label>Stake <input name="stake" value="1.00" inputmode="decimal"></label>
<button type="submit">Spin</button></form>
<p><a href="${escapeHtml(s.lobby_url)}">Back to the lobby</a></p>
</main></body></html>`;
}
