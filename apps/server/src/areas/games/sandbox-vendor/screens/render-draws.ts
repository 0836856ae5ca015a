import type { BallScene, BingoScene, CoinScene, SicBoScene } from './draw-scenes.ts';
import { escapeHtml, pickLabel, type StageContext } from './render-kit.ts';

export const ROLL_S = 1.1;

/** Pip positions of a die face on a 3 × 3 grid (1 … 9, row by row). */
const PIPS: Record<number, number[]> = {
  1: [5],
  2: [1, 9],
  3: [1, 5, 9],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

const die = (face: number, i: number) =>
  `<span class="die" style="--i:${i}" data-face="${face}">${Array.from(
    { length: 9 },
    (_, k) => `<i${PIPS[face]?.includes(k + 1) ? ' class="on"' : ''}></i>`,
  ).join('')}</span>`;

export function sicBoStage(c: StageContext, s: SicBoScene | undefined): string {
  const faces = s?.dice ?? [1, 2, 3];
  const total = s
    ? `<p class="dice-total"><b data-testid="dice-total">${s.total}</b> ${escapeHtml(pickLabel(c.t, s.result))}</p>`
    : `<p class="hint">${escapeHtml(c.t('stage.placeBets'))}</p>`;
  return `<div class="felt dice-stage${s ? ' rolled' : ''}"><div class="bowl">${faces
    .map((f, i) => die(f, i))
    .join('')}</div>${total}</div>`;
}

export const describeSicBo = (c: StageContext, s: SicBoScene) =>
  c.t('out.sicbo', { dice: s.dice.join(' · '), total: s.total, result: pickLabel(c.t, s.result) });

export function coinStage(c: StageContext, s: CoinScene | undefined): string {
  const face = (side: 'heads' | 'tails') =>
    `<span class="face ${side}"><b>${escapeHtml(pickLabel(c.t, side).slice(0, 1))}</b><small>${escapeHtml(pickLabel(c.t, side))}</small></span>`;
  return `<div class="coin-stage"><div class="coin${s ? ` flipped to-${s.side}` : ''}" data-testid="coin"${
    s ? ` data-side="${s.side}"` : ''
  }>${face('heads')}${face('tails')}</div></div>`;
}

export const describeCoin = (c: StageContext, s: CoinScene) => pickLabel(c.t, s.side);

export function ballStage(c: StageContext, s: BallScene | undefined): string {
  const ball = s
    ? `<span class="ball ball-${s.colour}" data-testid="ball"><b>${s.number}</b></span>`
    : `<p class="hint">${escapeHtml(c.t('stage.placeBets'))}</p>`;
  const churn = Array.from(
    { length: 9 },
    (_, i) => `<i style="--i:${i};--y:${40 + ((i * 37) % 35)}%"></i>`,
  ).join('');
  return `<div class="draw-stage"><div class="globe" aria-hidden="true">${churn}</div>${ball}</div>`;
}

export function describeBall(c: StageContext, s: BallScene): string {
  return s.colour === 'gold'
    ? c.t('out.ball', { number: s.number })
    : c.t('out.colourBall', { colour: pickLabel(c.t, s.colour), number: s.number });
}

const BINGO = ['B', 'I', 'N', 'G', 'O'];

export function bingoStage(c: StageContext, s: BingoScene | undefined): string {
  const drawn = new Map((s?.drawn ?? []).map((n, i) => [n, i]));
  const cells = (
    s?.card ?? Array.from({ length: 25 }, (_, i) => (i === 12 ? 0 : (i % 5) * 15 + Math.floor(i / 5) + 1))
  )
    .map((n, i) => {
      const row = Math.floor(i / 5);
      const line = s?.lines.includes(row) ? ' line' : '';
      if (i === 12) return `<span class="free${line}">★</span>`;
      const at = drawn.get(n);
      return `<span class="${at === undefined ? '' : 'marked'}${line}"${at === undefined ? '' : ` style="--i:${at}"`}>${n}</span>`;
    })
    .join('');
  const balls = (s?.drawn ?? [])
    .map((n, i) => `<span class="mini-ball" style="--i:${i}">${n}</span>`)
    .join('');
  return `<div class="bingo-stage">
<div class="bingo-card" data-testid="bingo-card" aria-label="${escapeHtml(c.t('stage.bingoCard'))}">${BINGO.map((l) => `<b>${l}</b>`).join('')}${cells}</div>
<div class="drawn" aria-label="${escapeHtml(c.t('stage.bingoBalls'))}">${balls || `<p class="hint">${escapeHtml(c.t('stage.placeBets'))}</p>`}</div></div>`;
}

export function describeBingo(c: StageContext, s: BingoScene): string {
  const lines = s.lines.length;
  if (lines >= 5) return c.t('out.bingoFull');
  if (lines === 0) return c.t('out.bingoNone');
  return lines === 1 ? c.t('out.bingoLine') : c.t('out.bingoLines', { lines });
}

export const DRAWS_CSS = `
.dice-stage{grid-template-rows:1fr}
.bowl{display:flex;gap:clamp(8px,3vw,22px);padding:18px 22px;border-radius:50%;background:radial-gradient(#fff2,#0004);box-shadow:inset 0 0 30px #0008}
.die{--s:clamp(40px,min(16cqw,calc(100cqh - 150px)),96px);width:var(--s);height:var(--s);border-radius:22%;background:linear-gradient(145deg,#fff,#ddd);box-shadow:0 6px 12px #0007;
  display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:calc(var(--s)*.1)}
.die i{border-radius:50%;margin:calc(var(--s)*.035)}.die i.on{background:#1b1b2f}
.die[data-face="1"] i.on,.die[data-face="4"] i.on{background:#c81d3a}
.rolled .die{animation:roll ${ROLL_S}s cubic-bezier(.2,.8,.3,1) both;animation-delay:calc(var(--i) * .12s)}
.game[aria-busy=true] .die{animation:shake .25s linear infinite}
.dice-total{position:absolute;top:10px;left:50%;translate:-50% 0;margin:0;font-size:1.1rem;font-weight:800;animation:fade .3s both;animation-delay:var(--reveal,0s)}
.dice-total b{display:inline-grid;place-items:center;min-width:2em;height:2em;border-radius:50%;background:#ffd166;color:#1b1b2f}
@keyframes roll{0%{transform:translateY(-60px) rotate(-200deg);opacity:0}60%{transform:translateY(6px) rotate(20deg);opacity:1}100%{transform:none}}
@keyframes shake{50%{transform:translate(2px,-3px) rotate(8deg)}}

.coin-stage{width:100%;height:100%;display:grid;place-items:center;padding-bottom:48px;perspective:800px;border-radius:inherit;
  background:radial-gradient(70% 70% at 50% 40%,hsl(var(--hue) 60% 30%),hsl(var(--hue) 60% 10%))}
.coin{--s:clamp(100px,min(50cqw,calc(100cqh - 90px)),240px);width:var(--s);height:var(--s);position:relative;transform-style:preserve-3d}
.coin .face{position:absolute;inset:0;border-radius:50%;display:grid;place-items:center;align-content:center;backface-visibility:hidden;
  background:radial-gradient(#ffe08a,#d4a017);color:#6b4700;box-shadow:inset 0 0 0 8px #b8860b,0 10px 30px #0008}
.coin .face b{font-size:calc(var(--s)*.4);line-height:1}.coin .face small{font-weight:700;text-transform:uppercase}
.coin .tails{transform:rotateY(180deg);background:radial-gradient(#e8e8f0,#9a9ab0);color:#33334d;box-shadow:inset 0 0 0 8px #77778f,0 10px 30px #0008}
.coin.to-heads{transform:rotateY(0deg)}.coin.to-tails{transform:rotateY(180deg)}
.coin.flipped{animation:flip ${ROLL_S}s cubic-bezier(.2,.7,.3,1) both}
.coin.to-tails.flipped{animation-name:flip-tails}
.game[aria-busy=true] .coin{animation:flip-loop .4s linear infinite}
@keyframes flip{from{transform:rotateY(-1800deg) translateY(-30px)}to{transform:rotateY(0)}}
@keyframes flip-tails{from{transform:rotateY(-1620deg) translateY(-30px)}to{transform:rotateY(180deg)}}
@keyframes flip-loop{to{transform:rotateY(360deg)}}

.draw-stage{width:100%;height:100%;display:grid;grid-auto-flow:column;place-items:center;place-content:center;gap:clamp(12px,6cqw,60px);padding:12px 12px 56px;border-radius:inherit;
  background:radial-gradient(70% 70% at 50% 40%,hsl(var(--hue) 60% 30%),hsl(var(--hue) 60% 10%))}
.globe{position:relative;width:clamp(90px,min(38cqw,calc(100cqh - 90px)),240px);aspect-ratio:1;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff5,#fff1 60%);
  box-shadow:inset 0 0 0 3px #fff5,0 8px 24px #0008}
.globe i{position:absolute;width:18%;aspect-ratio:1;border-radius:50%;left:calc(10% + var(--i) * 8%);top:var(--y);
  background:hsl(calc(var(--i) * 40) 80% 60%);animation:bob 1.6s ease-in-out infinite alternate;animation-delay:calc(var(--i) * -.3s)}
.game[aria-busy=true] .globe i{animation-duration:.25s}
.ball{--s:clamp(70px,min(30cqw,calc(100cqh - 110px)),170px);width:var(--s);aspect-ratio:1;border-radius:50%;display:grid;place-items:center;
  box-shadow:inset -8px -10px 20px #0005,0 10px 24px #0008;animation:pop .5s cubic-bezier(.2,.9,.3,1.4) both;animation-delay:var(--reveal,0s)}
.ball b{display:grid;place-items:center;width:58%;aspect-ratio:1;border-radius:50%;background:#fff;color:#1b1b2f;font-size:calc(var(--s)*.3)}
.ball-red{background:#e63946}.ball-blue{background:#277da1}.ball-green{background:#2a9d8f}.ball-gold{background:#f4a261}
@keyframes bob{to{transform:translateY(-22px)}}

.bingo-stage{width:100%;height:100%;display:grid;grid-template-columns:auto auto;place-items:center;place-content:center;gap:12px;padding:10px 10px 60px;border-radius:inherit;
  background:radial-gradient(80% 70% at 50% 30%,hsl(var(--hue) 55% 32%),hsl(var(--hue) 60% 12%))}
.bingo-card{display:grid;grid-template-columns:repeat(5,1fr);gap:3px;padding:6px;border-radius:12px;background:#fff;width:min(56cqw,420px,calc((100cqh - 80px) / .98))}
.bingo-card>*{display:grid;place-items:center;aspect-ratio:1.25;border-radius:6px;font-weight:800;font-size:clamp(.62rem,3.2cqw,1.05rem);color:#1b1b2f;background:#f1f1f6}
.bingo-card b{background:hsl(var(--hue) 70% 45%);color:#fff}
.bingo-card .marked{background:#ef476f;color:#fff;animation:daub .3s both;animation-delay:calc(.3s + var(--i) * .05s)}
.bingo-card .free{background:#ffd166}
.bingo-card .line{box-shadow:inset 0 0 0 3px #ffd166;animation:daub .3s both,hit .5s ease-in-out 2 alternate;animation-delay:calc(.3s + var(--i,0) * .05s),var(--reveal,0s)}
.drawn{display:grid;grid-template-columns:repeat(5,auto);gap:3px;align-content:center}
.mini-ball{width:clamp(20px,5.5cqw,34px);aspect-ratio:1;border-radius:50%;display:grid;place-items:center;font-size:.68rem;font-weight:800;background:#fff;color:#1b1b2f;
  animation:pop .25s both;animation-delay:calc(.3s + var(--i) * .05s)}
@keyframes daub{from{background:#f1f1f6;color:#1b1b2f;transform:scale(1.3)}}
`;
