import type {
  BaccaratScene,
  BlackjackScene,
  DragonTigerScene,
  HandsScene,
  HiLoScene,
} from './card-scenes.ts';
import { cardBackHtml, cardHtml, cardName, escapeHtml, pickLabel, type StageContext } from './render-kit.ts';

/** Seconds between two cards of a deal, and the pause before the first. */
const BEAT = 0.32;
const LEAD = 0.25;
/** When a deal of `cards` cards has landed (seconds): the result shows then. */
export const dealReveal = (cards: number) => LEAD + cards * BEAT + 0.2;

function hand(opts: {
  side: string;
  title: string;
  cards: { card: number; order: number }[] | null;
  total?: string;
  /** The total in words, for a screen reader, when the pill shows the bare number. */
  totalLabel?: string;
  won?: boolean;
  pieces?: 'cards' | 'tiles';
}): string {
  const faces =
    opts.cards === null
      ? cardBackHtml() + cardBackHtml()
      : opts.cards
          .map((c) => (opts.pieces === 'tiles' ? tileHtml(c.card, c.order) : cardHtml(c.card, c.order)))
          .join('');
  const total =
    opts.total === undefined
      ? ''
      : `<output class="total"${opts.totalLabel ? ` aria-label="${escapeHtml(opts.totalLabel)}"` : ''}>${escapeHtml(opts.total)}</output>`;
  return `<div class="hand side-${opts.side}${opts.won ? ' won' : ''}" data-testid="hand-${opts.side}"${
    opts.total === undefined ? '' : ` data-total="${escapeHtml(opts.total)}"`
  }><h3>${escapeHtml(opts.title)}${total}</h3><div class="cards">${faces}</div></div>`;
}

/** A mahjong tile of the dots suit: 1–9 dots for the card's points (pictures show nine). */
function tileHtml(card: number, i: number): string {
  const dots = Math.min((card % 13) + 1, 9);
  return `<span class="tile" style="--i:${i}" data-tile="${dots}">${'<i></i>'.repeat(dots)}</span>`;
}

export function baccaratStage(c: StageContext, s: BaccaratScene | undefined): string {
  const { t } = c;
  if (!s) {
    return `<div class="felt duel">${hand({ side: 'player', title: t('stage.player'), cards: null })}<p class="hint">${escapeHtml(t('stage.placeBets'))}</p>${hand({ side: 'banker', title: t('stage.banker'), cards: null })}</div>`;
  }
  // Dealing order: player, banker, player, banker, then the thirds.
  const player = s.player.map((card, i) => ({ card, order: i < 2 ? i * 2 : 4 }));
  const banker = s.banker.map((card, i) => ({
    card,
    order: i < 2 ? i * 2 + 1 : s.player.length === 3 ? 5 : 4,
  }));
  return `<div class="felt duel">${hand({
    side: 'player',
    title: t('stage.player'),
    cards: player,
    total: String(s.playerTotal),
    won: s.winner === 'player',
  })}<p class="vs">VS</p>${hand({
    side: 'banker',
    title: t('stage.banker'),
    cards: banker,
    total: String(s.bankerTotal),
    won: s.winner === 'banker',
  })}</div>`;
}

export function describeBaccarat(c: StageContext, s: BaccaratScene): string {
  if (s.winner === 'tie') return c.t('out.tieAt', { total: s.playerTotal });
  const high = Math.max(s.playerTotal, s.bankerTotal);
  const low = Math.min(s.playerTotal, s.bankerTotal);
  return c.t('out.sideWins', { side: pickLabel(c.t, s.winner), high, low });
}

export function dragonTigerStage(c: StageContext, s: DragonTigerScene | undefined): string {
  const { t } = c;
  if (!s) {
    return `<div class="felt duel dt">${hand({ side: 'dragon', title: t('pick.dragon'), cards: null })}<p class="hint">${escapeHtml(t('stage.placeBets'))}</p>${hand({ side: 'tiger', title: t('pick.tiger'), cards: null })}</div>`;
  }
  return `<div class="felt duel dt">${hand({
    side: 'dragon',
    title: t('pick.dragon'),
    cards: [{ card: s.dragon, order: 0 }],
    won: s.winner === 'dragon',
  })}<p class="vs">VS</p>${hand({
    side: 'tiger',
    title: t('pick.tiger'),
    cards: [{ card: s.tiger, order: 1 }],
    won: s.winner === 'tiger',
  })}</div>`;
}

export function describeDragonTiger(c: StageContext, s: DragonTigerScene): string {
  const names = `${cardName(s.dragon)} · ${cardName(s.tiger)}`;
  return s.winner === 'tie' ? `${c.t('out.tie')} (${names})` : `${pickLabel(c.t, s.winner)} (${names})`;
}

export function blackjackStage(c: StageContext, s: BlackjackScene | undefined): string {
  const { t } = c;
  if (!s) {
    return `<div class="felt rows">${hand({ side: 'dealer', title: t('stage.dealer'), cards: null })}<p class="hint">${escapeHtml(t('stage.placeBets'))}</p>${hand({ side: 'you', title: t('stage.you'), cards: null })}</div>`;
  }
  // The two first cards alternate (you, dealer, you, dealer); the player draws, then the dealer.
  const you = s.player.map((card, i) => ({ card, order: i < 2 ? i * 2 : i + 2 }));
  const dealer = s.dealer.map((card, i) => ({ card, order: i < 2 ? i * 2 + 1 : s.player.length + i }));
  const won = s.result === 'win' || s.result === 'blackjack';
  return `<div class="felt rows">${hand({
    side: 'dealer',
    title: t('stage.dealer'),
    cards: dealer,
    total: String(s.dealerTotal),
    won: s.result === 'lose',
  })}<p class="vs">VS</p>${hand({ side: 'you', title: t('stage.you'), cards: you, total: String(s.playerTotal), won })}</div>`;
}

export function describeBlackjack(c: StageContext, s: BlackjackScene): string {
  const v = { player: s.playerTotal, dealer: s.dealerTotal };
  if (s.result === 'blackjack') return c.t('out.blackjack');
  if (s.result === 'push') return c.t('out.bjPush', v);
  if (s.playerTotal > 21) return c.t('out.bjBust', v);
  if (s.dealerTotal > 21) return c.t('out.bjDealerBust', v);
  return c.t('out.bjWin', v);
}

export function handsStage(c: StageContext, s: HandsScene | undefined, pieces: 'cards' | 'tiles'): string {
  const { t } = c;
  if (!s) {
    return `<div class="felt rows ${pieces}">${hand({ side: 'table', title: t('stage.table'), cards: null })}<p class="hint">${escapeHtml(t('stage.placeBets'))}</p>${hand({ side: 'you', title: t('stage.you'), cards: null })}</div>`;
  }
  const them = s.them.map((card, i) => ({ card, order: i * 2 + 1 }));
  const you = s.you.map((card, i) => ({ card, order: i * 2 }));
  return `<div class="felt rows ${pieces}">${hand({
    side: 'table',
    title: t('stage.table'),
    cards: them,
    total: String(s.themScore),
    totalLabel: t('stage.points', { points: s.themScore }),
    won: s.result === 'lose',
    pieces,
  })}<p class="vs">VS</p>${hand({
    side: 'you',
    title: t('stage.you'),
    cards: you,
    total: String(s.youScore),
    totalLabel: t('stage.points', { points: s.youScore }),
    won: s.result === 'win',
    pieces,
  })}</div>`;
}

export const describeHands = (c: StageContext, s: HandsScene) =>
  c.t('out.hands', { you: s.youScore, them: s.themScore });

export function hiLoStage(c: StageContext, s: HiLoScene | undefined): string {
  const { t } = c;
  const scale = `<ol class="hilo-scale" aria-hidden="true"><li class="${s?.result === 'low' ? 'on' : ''}">A–6 · ${escapeHtml(
    t('pick.low'),
  )}</li><li class="${s?.result === 'seven' ? 'on' : ''}">7</li><li class="${s?.result === 'high' ? 'on' : ''}">8–K · ${escapeHtml(t('pick.high'))}</li></ol>`;
  const face = s ? cardHtml(s.card, 0) : cardBackHtml();
  return `<div class="felt hilo"><div class="cards big" data-testid="hilo-card">${face}</div>${scale}</div>`;
}

export function describeHiLo(c: StageContext, s: HiLoScene): string {
  const card = cardName(s.card);
  return s.result === 'seven'
    ? c.t('out.hiloSeven', { card })
    : c.t('out.hilo', { card, result: pickLabel(c.t, s.result) });
}

export const CARDS_CSS = `
.felt{width:100%;height:100%;display:grid;place-items:center;gap:8px;padding:12px 8px 52px;
  background:radial-gradient(90% 80% at 50% 40%,#1d7a52,#0d3f2b 75%);border-radius:inherit}
.felt.duel{grid-template-columns:1fr auto 1fr;align-items:center}
.felt.rows{grid-template-columns:1fr auto 1fr;align-items:center}
.felt.rows .cards>:not(:first-child){margin-left:calc(var(--w) * -.45)}
@container (min-height:420px){.felt.rows{grid-template-columns:none;grid-template-rows:1fr auto 1fr}.felt.rows .cards>:not(:first-child){margin-left:0}}
.felt .vs,.felt .hint{color:#ffffffb0;font-weight:800;letter-spacing:.08em;margin:0;text-align:center;font-size:.8rem}
.hand{display:grid;justify-items:center;gap:6px;padding:8px;border-radius:14px;border:2px solid transparent;min-width:0}
.hand h3{margin:0;font-size:.78rem;text-transform:uppercase;letter-spacing:.04em;display:flex;gap:6px;align-items:center;white-space:nowrap}
.side-player h3,.side-you h3{color:#7cc4ff}.side-banker h3,.side-dealer h3,.side-table h3{color:#ff8a9a}
.side-dragon h3{color:#ff9f6e}.side-tiger h3{color:#ffd166}
.hand .total{display:inline-grid;place-items:center;min-width:1.7em;height:1.7em;padding:0 .4em;border-radius:99px;background:#0008;color:#fff;
  font-size:.85rem;opacity:0;animation:fade .3s both;animation-delay:var(--reveal,0s)}
.hand.won{border-color:#ffd166;background:#ffd16614;animation:glow 1s ease-in-out 2;animation-delay:var(--reveal,0s)}
.cards{display:flex;gap:4px;justify-content:center;flex-wrap:nowrap}
.card{--w:clamp(30px,min(11cqw,calc((100cqh - 120px) / 3)),92px);width:var(--w);height:calc(var(--w)*1.4);border-radius:calc(var(--w)*.12);background:#fdfdf8;color:#1b1b2f;
  display:grid;grid-template-rows:auto 1fr;padding:3px 5px;box-shadow:0 3px 8px #0006;font-weight:800;
  animation:deal .38s cubic-bezier(.2,.9,.3,1.2) both;animation-delay:calc(${LEAD}s + var(--i,0) * ${BEAT}s)}
.card b{font-size:calc(var(--w)*.3);line-height:1}.card i{font-style:normal;font-size:calc(var(--w)*.46);align-self:center;justify-self:center;line-height:1}
.card.red{color:#d62839}
.card.back{background:repeating-linear-gradient(45deg,#a4161a 0 6px,#ba181b 6px 12px);border:3px solid #fdfdf8;animation:none}
.cards.big .card{--w:clamp(60px,min(24cqw,calc((100cqh - 130px) / 1.4)),140px)}
.game[aria-busy=true] .card:not(.back){animation:none;opacity:.25;transform:rotateY(90deg);transition:transform .25s,opacity .25s}
.tile{--w:clamp(28px,min(9.5cqw,calc((100cqh - 120px) / 2.8)),64px);width:var(--w);height:calc(var(--w)*1.3);border-radius:6px;background:linear-gradient(#fffdf2,#efe6c8);
  box-shadow:0 3px 0 #2a9d8f,0 5px 8px #0006;display:flex;flex-wrap:wrap;align-content:center;justify-content:center;gap:2px;padding:4px;
  animation:deal .38s cubic-bezier(.2,.9,.3,1.2) both;animation-delay:calc(${LEAD}s + var(--i,0) * ${BEAT}s)}
.tile i{width:calc(var(--w)*.2);height:calc(var(--w)*.2);border-radius:50%;background:#1d3557}
.tile i:nth-child(3n+2){background:#d62839}.tile i:nth-child(3n){background:#2a9d8f}
.hilo{grid-template-rows:auto auto;align-content:center;padding-bottom:76px}
.hilo-scale{display:flex;gap:6px;list-style:none;margin:0;padding:0;font-size:.8rem;font-weight:700}
.hilo-scale li{padding:4px 10px;border-radius:99px;background:#0006;color:#ffffffb0}
.hilo-scale li.on{background:#ffd166;color:#1b1b2f;animation:fade .3s both;animation-delay:var(--reveal,0s)}
@keyframes deal{from{transform:translate(30vw,-40px) rotate(20deg);opacity:0}to{transform:none;opacity:1}}
@keyframes glow{50%{box-shadow:0 0 24px #ffd166aa}}
@media (min-width:900px){.felt{padding:24px 24px 80px}}
`;
