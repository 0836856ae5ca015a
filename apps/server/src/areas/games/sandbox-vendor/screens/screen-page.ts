import { createHash } from 'node:crypto';
import { type BundledLanguage, formatMinor } from '@pf/shared';
import { historyHtml, type Mark } from './history.ts';
import { escapeHtml, pickLabel, type StageContext } from './render-kit.ts';
import { marketName, slipHtml } from './render-match.ts';
import type { Scene, Screen } from './scene.ts';
import { SCREEN_SCRIPT_URL, SCREEN_STYLE_URL } from './screen-assets.ts';
import { languageTag, translator } from './screen-language.ts';
import { actionLabel, describeScene, revealOf, type StageExtras, stageHtml } from './screen-stage.ts';

export interface ScreenPick {
  value: string;
  /** What the pick pays back per unit staked, as shown ("1.95"). */
  odds?: string;
}

/** A played round as its screen shows it. */
export interface ScreenRound {
  scene: Scene;
  /** Win against stake: won more than the stake, got the stake back, or less. */
  net: 'win' | 'push' | 'lose';
  /** What the round paid, as shown ("19.50 VND"). */
  win: string;
  roundId: string;
  /** A page of the round on the vendor's side, when it has one. */
  detailUrl?: string;
}

/** Everything a game screen shows; the simulators and the studio fill it from their own rounds. */
export interface ScreenPage {
  lang: BundledLanguage;
  title: string;
  /** Who serves the game: the studio or a vendor's simulator (already in the page's language). */
  studio: string;
  screen: Screen;
  /** Names the game for its colours and its school of fish. */
  gameKey: string;
  /** Where the bet form posts, and the fields it carries back unchanged. */
  action: string;
  hidden: Readonly<Record<string, string>>;
  /** The wallet's balance as shown; undefined when the wallet did not answer. */
  balance?: string;
  stake: { value: string; min?: string; max?: string };
  picks: readonly ScreenPick[];
  choice: string;
  round?: ScreenRound;
  history: readonly Mark[];
  notice?: string;
  lobbyUrl?: string;
  extras?: Omit<StageExtras, 'gameKey'>;
}

/** The game's own hue, from its key: every game has colours of its own. */
export const hueOf = (key: string) => createHash('sha256').update(key).digest().readUInt16BE(0) % 360;

const FORM = 'bet';

function picksHtml(c: StageContext, p: ScreenPage): string {
  if (p.picks.length <= 1)
    return `<input type="hidden" name="choice" value="${escapeHtml(p.picks[0]?.value ?? p.choice)}">`;
  const legend = p.screen.kind === 'match' ? marketName(c, p.screen.sport) : c.t('yourBet');
  const options = p.picks
    .map((pick) => {
      const label = pickLabel(c.t, pick.value);
      const odds = pick.odds
        ? `<small aria-label="${escapeHtml(c.t('pays', { odds: pick.odds }))}">${escapeHtml(pick.odds)}</small>`
        : '';
      return `<label class="pick pick-${escapeHtml(pick.value.toLowerCase())}"><input type="radio" name="choice" value="${escapeHtml(pick.value)}"${
        pick.value === p.choice ? ' checked' : ''
      } data-label="${escapeHtml(label)}" data-odds="${escapeHtml(pick.odds ?? '')}"><span>${escapeHtml(label)}</span>${odds}</label>`;
    })
    .join('');
  return `<fieldset class="picks n-${Math.min(p.picks.length, 6)}" data-testid="picks"><legend>${escapeHtml(legend)}</legend>${options}</fieldset>`;
}

/** The bet slip of a sports screen, worked out for the page as served. */
function slip(c: StageContext, p: ScreenPage): string {
  if (p.screen.kind !== 'match') return '';
  const fixture = p.extras?.fixtures?.[p.extras.fixture ?? 0];
  const odds = p.picks.find((x) => x.value === p.choice)?.odds ?? '';
  const cents = (s: string) => {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s.replace(/,/g, '').trim());
    return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
  };
  const stake = cents(p.stake.value);
  const rate = cents(odds);
  const back = stake !== null && rate !== null ? (stake * rate) / 100n : null;
  const potential = back === null ? '–' : formatMinor(back);
  return slipHtml(c, { fixture, pick: p.choice, odds, potential });
}

function resultHtml(c: StageContext, p: ScreenPage): string {
  const r = p.round;
  if (!r) return '<div class="banner" id="result" data-swap hidden></div>';
  const extras = { gameKey: p.gameKey, ...p.extras };
  const mark = '\u0000';
  const amount = `<span data-testid="win">${escapeHtml(r.win)}</span>`;
  const net =
    r.net === 'win'
      ? escapeHtml(c.t('youWin', { amount: mark })).replace(mark, amount)
      : r.net === 'push'
        ? escapeHtml(c.t('stakeBack', { amount: mark })).replace(mark, amount)
        : `${escapeHtml(c.t('noWin'))}<span class="quiet"> · ${amount}</span>`;
  return `<div class="banner net-${r.net}" id="result" data-swap data-testid="result" role="status">
<span class="outcome" data-testid="outcome">${escapeHtml(describeScene(c, p.screen, r.scene, extras))}</span><strong>${net}</strong></div>`;
}

function footHtml(c: StageContext, p: ScreenPage): string {
  const round = p.round
    ? `<span>${escapeHtml(c.t('round', { id: p.round.roundId }))}${
        p.round.detailUrl
          ? ` · <a href="${escapeHtml(p.round.detailUrl)}">${escapeHtml(c.t('roundDetail'))}</a>`
          : ''
      }</span>`
    : '<span></span>';
  const lobby = p.lobbyUrl
    ? `<a href="${escapeHtml(p.lobbyUrl)}" target="_top">${escapeHtml(c.t('backToLobby'))}</a>`
    : '';
  return `<footer class="foot" id="foot" data-swap>${round}${lobby}</footer>`;
}

/**
 * A game screen: the stage (reels, table, wheel, field or match list) with the round's result on
 * it, the wallet, the bet form and the history. It works as a plain form (each bet posts and the
 * answer is the next screen); the screen's script plays the same post in place, so the reels spin
 * while the round is played and the table is not reloaded.
 */
export function renderScreen(p: ScreenPage): string {
  const c: StageContext = { t: translator(p.lang), lang: p.lang, form: FORM };
  const { t } = c;
  const e = escapeHtml;
  const extras = { gameKey: p.gameKey, ...p.extras };
  const stage = stageHtml(c, p.screen, p.round?.scene, extras);
  // A fish field keeps swimming between shots: only its shot layer is replaced.
  const stageSwap = p.screen.kind === 'fish' ? '' : ' data-swap';
  const reveal = p.round ? ` style="--reveal:${revealOf(p.round.scene).toFixed(2)}s"` : '';
  const hidden = Object.entries(p.hidden)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  const aim =
    p.screen.kind === 'fish'
      ? '<input type="hidden" name="aimX" value=""><input type="hidden" name="aimY" value="">'
      : '';
  const range = `${p.stake.min ? ` data-min="${e(p.stake.min)}"` : ''}${p.stake.max ? ` data-max="${e(p.stake.max)}"` : ''}`;
  return `<!doctype html><html lang="${languageTag(p.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(p.title)}</title>
<link rel="stylesheet" href="${SCREEN_STYLE_URL}"><script src="${SCREEN_SCRIPT_URL}" defer></script></head>
<body><main class="game k-${p.screen.kind}" data-screen="${p.screen.kind}" data-testid="game-screen" style="--hue:${hueOf(p.gameKey)}">
<header class="top"><div class="title"><h1>${e(p.title)}</h1><p class="studio">${e(p.studio)}</p></div>
<p class="wallet" id="wallet" data-swap><span>${e(t('balance'))}</span> <strong data-testid="balance">${e(p.balance ?? '–')}</strong></p></header>
<section class="stage" id="stage" data-testid="stage"${stageSwap}${reveal}>${stage}${resultHtml(c, p)}</section>
<div class="notice" id="notice" data-swap role="alert"${p.notice ? '' : ' hidden'}>${e(p.notice ?? '')}</div>
<form class="controls" id="${FORM}" method="post" action="${e(p.action)}" data-testid="bet-form">${hidden}${aim}
${picksHtml(c, p)}${slip(c, p)}
<div class="bet-row"><div class="stake"><label for="stake">${e(t('stake'))}</label><div class="stepper">
<button type="button" data-stake="half" aria-label="${e(t('stakeHalf'))}">½</button><input id="stake" name="stake" value="${e(p.stake.value)}" inputmode="decimal" autocomplete="off" required${range}>
<button type="button" data-stake="double" aria-label="${e(t('stakeDouble'))}">×2</button></div></div>
<button type="submit" class="go" data-testid="play" data-busy-label="${e(t('playing'))}">${e(actionLabel(c, p.screen))}</button></div></form>
${historyHtml(c, p.screen.kind, p.history)}
${footHtml(c, p)}</main></body></html>`;
}
