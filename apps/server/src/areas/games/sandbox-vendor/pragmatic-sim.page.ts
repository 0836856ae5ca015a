import { formatMinor } from '@pf/shared';
import { minorToDecimal } from '../vendors/vendor-amount.ts';
import type { Mark } from './screens/history.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';
import { renderScreen } from './screens/screen-page.ts';
import type { SlotScene } from './screens/slot-scene.ts';
import { hundredths, shownAmount } from './sim-money.ts';

/** A spin the simulator played, as its round detail page shows it. */
export interface PlayedSpin {
  roundId: string;
  /** The merchant's secure login the spin was played under. */
  login: string;
  /** The player as the merchant named it in authenticate. */
  userId: string;
  symbol: string;
  gameName: string;
  stake: bigint;
  win: bigint;
  currency: string;
  at: Date;
}

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
  /** The player's language as the launch passed it (ISO 639-1). */
  language?: string;
  cash?: number;
  currency?: string;
  stake?: string;
  message?: string;
  round?: { roundId: string; scene: SlotScene; stake: bigint; win: bigint };
  history: readonly Mark[];
}

/** The simulator's game page: a five-reel slot whose every spin is a round on the merchant's wallet. */
export function renderSimPage(s: SimPage): string {
  const lang = screenLanguage(s.language);
  const currency = s.currency ?? '';
  const r = s.round;
  return renderScreen({
    lang,
    title: s.gameName,
    studio: translator(lang)('studioSimulator', { vendor: 'Pragmatic Play' }),
    screen: { kind: 'slot', reels: 5 },
    gameKey: `PRAGMATIC:${s.symbol}`,
    action: 'spin',
    hidden: {
      token: s.token,
      symbol: s.symbol,
      stylename: s.stylename,
      lobbyUrl: s.lobbyUrl,
      ...(s.language ? { language: s.language } : {}),
    },
    ...(s.cash === undefined ? {} : { balance: shownAmount(s.cash, currency) }),
    stake: { value: s.stake ?? '1.00', min: '0.01' },
    picks: [{ value: 'spin' }],
    choice: 'spin',
    ...(r
      ? {
          round: {
            scene: r.scene,
            net: r.win === 0n ? 'lose' : r.win === r.stake ? 'push' : 'win',
            win: shownAmount(minorToDecimal(r.win), currency),
            roundId: r.roundId,
            detailUrl: `history/${encodeURIComponent(r.roundId)}`,
          },
        }
      : {}),
    history: s.history,
    ...(s.message ? { notice: s.message } : {}),
    lobbyUrl: s.lobbyUrl,
    extras: r ? { multiplier: hundredths(r.scene.multiplierX100) } : {},
  });
}

/** The look of the simulators' plain pages (a round's detail). */
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

/** One played spin, as Pragmatic's round history shows it to a player. */
export function renderSpinPage(s: PlayedSpin | undefined): string {
  const head = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${SIM_STYLE}</style></head><body><main>`;
  if (!s)
    return `${head('Round')}<h1>Round</h1><p role="alert">This round is not known.</p></main></body></html>`;
  const money = (minor: bigint) => `${formatMinor(minor)} ${escapeHtml(s.currency)}`;
  return `${head(`Round ${s.roundId}`)}
<h1>${escapeHtml(s.gameName)}</h1><p class="muted">Round <span data-testid="round">${escapeHtml(s.roundId)}</span> · ${s.at.toISOString()}</p>
<dl><dt>Stake</dt><dd data-testid="stake">${money(s.stake)}</dd><dt>Won</dt><dd data-testid="win">${money(s.win)}</dd></dl>
</main></body></html>`;
}
