import type { RouletteScene, WheelScene } from './draw-scenes.ts';
import { escapeHtml, pickLabel, type StageContext } from './render-kit.ts';

/** The pockets of a European wheel, clockwise from the zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const SPIN_S = 2.6;

const polar = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;
};

/** A segment of a wheel of `n`, centred at the top when the wheel is turned by -i × 360/n. */
function segment(i: number, n: number, outer: number, inner: number, fill: string): string {
  const half = 180 / n;
  const a0 = i * (360 / n) - half;
  const a1 = a0 + 360 / n;
  return `<path d="M${polar(inner, a0)}L${polar(outer, a0)}A${outer} ${outer} 0 0 1 ${polar(outer, a1)}L${polar(inner, a1)}A${inner} ${inner} 0 0 0 ${polar(inner, a0)}Z" fill="${fill}"/>`;
}

function label(i: number, n: number, r: number, text: string, size: number, fill = '#fff'): string {
  const deg = i * (360 / n);
  const [x, y] = polar(r, deg).split(' ');
  return `<text x="${x}" y="${y}" transform="rotate(${deg.toFixed(2)} ${x} ${y})" font-size="${size}" fill="${fill}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(text)}</text>`;
}

/** A wheel that spins to `index` of its `n` segments (or rests when there was no round). */
function wheelSvg(n: number, body: string, index: number | undefined, hub: string): string {
  const to = index === undefined ? 0 : -(index * 360) / n;
  const spin = index === undefined ? '' : ' spinning';
  return `<div class="wheel-box"><svg class="wheel${spin}" viewBox="0 0 200 200" style="--to:${to.toFixed(2)}deg" aria-hidden="true">${body}</svg>
<span class="pointer" aria-hidden="true"></span><span class="hub">${hub}</span></div>`;
}

export function rouletteStage(c: StageContext, s: RouletteScene | undefined): string {
  const n = WHEEL_ORDER.length;
  const body = [
    '<circle cx="100" cy="100" r="99" fill="#5c3a1e"/>',
    ...WHEEL_ORDER.map((p, i) =>
      segment(i, n, 92, 58, p === 0 ? '#1f9d55' : RED.has(p) ? '#c81d3a' : '#1b1b2f'),
    ),
    ...WHEEL_ORDER.map((p, i) => label(i, n, 84, String(p), 8)),
    '<circle cx="100" cy="100" r="58" fill="#7a4e2a"/><circle cx="100" cy="100" r="46" fill="#c9892b"/>',
  ].join('');
  const index = s ? WHEEL_ORDER.indexOf(s.number) : undefined;
  const hub = s
    ? `<b class="pocket pocket-${s.colour}" data-testid="pocket">${s.number}</b>`
    : `<b class="pocket idle">${escapeHtml(c.t('stage.placeBets'))}</b>`;
  return `<div class="wheel-stage roulette">${wheelSvg(n, body, index, hub)}</div>`;
}

export const describeRoulette = (c: StageContext, s: RouletteScene) =>
  c.t('out.roulette', { number: s.number, colour: pickLabel(c.t, s.colour) });

const WHEEL_COLOURS = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#8338ec', '#f77f00'];

/** A prize wheel whose segments are the outcomes' labels (×0.00 … ×3.00). */
export function prizeWheelStage(
  _c: StageContext,
  segments: readonly string[],
  s: WheelScene | undefined,
): string {
  const n = segments.length;
  const body = [
    '<circle cx="100" cy="100" r="99" fill="#3a0ca3"/>',
    ...segments.map((_, i) => segment(i, n, 94, 24, WHEEL_COLOURS[i % WHEEL_COLOURS.length] ?? '#ef476f')),
    ...segments.map((text, i) => label(i, n, 66, text, 11, '#1b1b2f')),
  ].join('');
  const hub = s
    ? `<b class="pocket prize" data-testid="prize">${escapeHtml(segments[s.index] ?? '')}</b>`
    : '';
  return `<div class="wheel-stage prize-wheel">${wheelSvg(n, body, s?.index, hub)}</div>`;
}

export const describeWheel = (c: StageContext, segments: readonly string[], s: WheelScene) =>
  c.t('out.wheel', { label: segments[s.index] ?? '' });

export const WHEELS_CSS = `
.wheel-stage{width:100%;height:100%;display:grid;place-items:center;padding:10px 10px 56px;border-radius:inherit;
  background:radial-gradient(80% 80% at 50% 40%,#1d7a52,#0d3f2b 80%)}
.prize-wheel{background:radial-gradient(80% 80% at 50% 40%,hsl(var(--hue) 60% 30%),hsl(var(--hue) 70% 10%) 80%)}
.wheel-box{position:relative;width:min(84cqw,calc(100cqh - 84px),420px);aspect-ratio:1}
.wheel{width:100%;height:100%;transform:rotate(var(--to));filter:drop-shadow(0 10px 24px #0009)}
.wheel text{font-family:system-ui,sans-serif}
.wheel.spinning{animation:wheel-spin ${SPIN_S}s cubic-bezier(.12,.7,.2,1) both}
.game[aria-busy=true] .wheel{animation:wheel-idle 1.2s linear infinite}
.pointer{position:absolute;left:50%;top:-6px;translate:-50% 0;width:0;height:0;border:11px solid transparent;border-top:20px solid #fff;
  filter:drop-shadow(0 2px 3px #0008)}
.hub{position:absolute;inset:0;display:grid;place-items:center;pointer-events:none}
.pocket{display:grid;place-items:center;min-width:30%;aspect-ratio:1;border-radius:50%;font-size:clamp(1.2rem,8vw,2.6rem);color:#fff;
  box-shadow:0 0 0 4px #fff3;animation:fade .4s both;animation-delay:var(--reveal,0s)}
.pocket.idle{font-size:.7rem;width:30%;background:#0005;text-align:center;padding:6px;box-shadow:none;animation:none}
.pocket.prize{background:#1b1b2f;font-size:clamp(.9rem,5vw,1.6rem)}
.pocket-red{background:#c81d3a}.pocket-black{background:#1b1b2f}.pocket-green{background:#1f9d55}
@keyframes wheel-spin{from{transform:rotate(calc(var(--to) - 1440deg))}to{transform:rotate(var(--to))}}
@keyframes wheel-idle{to{transform:rotate(calc(var(--to) + 360deg))}}
`;
