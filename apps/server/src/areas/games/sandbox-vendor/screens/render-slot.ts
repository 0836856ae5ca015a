import { SLOT_SYMBOL_ART } from '../../games/slot-symbols.ts';
import { escapeHtml, type StageContext } from './render-kit.ts';
import { SLOT_ROWS, SLOT_SYMBOLS, type SlotScene } from './slot-scene.ts';

/** Symbols that roll past before a reel stops on its three. */
const FILLER = 8;
const STOP_S = 1;
const STAGGER_S = 0.22;
/** When the last reel of `reels` has stopped (seconds). */
export const spinReveal = (reels: number) => STOP_S + (reels - 1) * STAGGER_S + 0.15;

const symbolDefs = () =>
  `<svg class="defs" aria-hidden="true" width="0" height="0"><defs>${SLOT_SYMBOLS.map(
    (name) => `<symbol id="sym-${name}" viewBox="0 0 40 40">${SLOT_SYMBOL_ART[name](0, 0)}</symbol>`,
  ).join('')}</defs></svg>`;

const cell = (symbol: number, hit = false) =>
  `<span class="cell${hit ? ' hit' : ''}" data-symbol="${SLOT_SYMBOLS[symbol] ?? ''}"><svg viewBox="0 0 40 40" aria-hidden="true"><use href="#sym-${SLOT_SYMBOLS[symbol] ?? 'cherry'}"/></svg></span>`;

/** Reels at rest before the first spin: a calm spread of symbols. */
const idleReels = (count: number) =>
  Array.from({ length: count }, (_, r) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => (r * 3 + row * 5 + 1) % SLOT_SYMBOLS.length),
  );

export function slotStage(
  c: StageContext,
  s: SlotScene | undefined,
  opts: { reels: number; jackpot?: boolean; topPrize?: string },
): string {
  const reels = s?.reels ?? idleReels(opts.reels);
  const columns = reels
    .map((symbols, r) => {
      const finals = symbols
        .map((sym, row) => cell(sym, !!s?.line && s.line.row === row && r < s.line.length))
        .join('');
      // Symbols that roll past before the stop; the same every time, so a spin looks the same.
      const fillers = Array.from({ length: FILLER }, (_, k) =>
        cell((r * 5 + k * 3 + 2) % SLOT_SYMBOLS.length),
      ).join('');
      return `<div class="reel" style="--i:${r}"><div class="strip${s ? ' stopping' : ''}">${finals}${fillers}</div></div>`;
    })
    .join('');
  const marquee = opts.jackpot
    ? `<p class="marquee">${escapeHtml(c.t('stage.jackpot'))}${opts.topPrize ? ` <b>${escapeHtml(opts.topPrize)}</b>` : ''}</p>`
    : '';
  return `<div class="machine reels-${reels.length}">${symbolDefs()}${marquee}<div class="reels" data-testid="reels">${columns}</div></div>`;
}

export function describeSlot(c: StageContext, s: SlotScene, multiplier: string): string {
  return s.line ? c.t('out.slotLine', { count: s.line.length, multiplier }) : c.t('out.slotNone');
}

export const SLOT_CSS = `
.machine{width:100%;height:100%;display:grid;place-items:center;align-content:center;gap:10px;padding:12px 10px 56px;
  background:radial-gradient(80% 70% at 50% 30%,hsl(var(--hue) 60% 28%),hsl(var(--hue) 70% 10%) 80%);border-radius:inherit}
.machine .defs{position:absolute}
.marquee{margin:0;padding:4px 14px;border-radius:99px;background:linear-gradient(90deg,#ffd166,#f4a261);color:#3d1e00;font-weight:900;
  letter-spacing:.08em;text-transform:uppercase;font-size:.8rem;box-shadow:0 0 18px #ffd16688}
.reels{--cell:min(24cqw,calc((100cqh - 104px) / 3),112px);display:flex;gap:6px;padding:8px;border-radius:16px;background:linear-gradient(#ffd166,#c9892b);
  box-shadow:0 8px 30px #0008,inset 0 0 0 3px #fff6}
.reels-5 .reels{--cell:min(15.5cqw,calc((100cqh - 104px) / 3),104px)}
.reels-5:has(.marquee) .reels{--cell:min(15.5cqw,calc((100cqh - 140px) / 3),104px)}
.reel{width:var(--cell);height:calc(var(--cell)*${SLOT_ROWS});overflow:hidden;border-radius:10px;background:linear-gradient(#fff,#e9e6f5 50%,#fff);
  box-shadow:inset 0 6px 10px #0003,inset 0 -6px 10px #0003}
.strip{display:flex;flex-direction:column}
.strip.stopping{animation:reel-stop ${STOP_S}s cubic-bezier(.2,.7,.3,1.08) both;animation-delay:calc(var(--i) * ${STAGGER_S}s)}
.cell{height:var(--cell);display:grid;place-items:center}
.cell svg{width:78%;height:78%}
.cell.hit{animation:hit .5s ease-in-out 3 alternate;animation-delay:var(--reveal,0s);border-radius:10px}
.game[aria-busy=true] .strip{animation:reel-loop .16s linear infinite;filter:blur(1.5px)}
@keyframes reel-stop{from{transform:translateY(-${((FILLER / (FILLER + SLOT_ROWS)) * 100).toFixed(3)}%)}to{transform:none}}
@keyframes reel-loop{from{transform:translateY(-${((FILLER / (FILLER + SLOT_ROWS)) * 100).toFixed(3)}%)}to{transform:translateY(-${((4 / (FILLER + SLOT_ROWS)) * 100).toFixed(3)}%)}}
@keyframes hit{to{background:#ffd16699;transform:scale(1.06)}}
`;
