import { createHash } from 'node:crypto';
import { FISH_ART } from '../../games/fish-art.ts';
import { FISH_SPECIES, type FishScene } from './fish-scene.ts';
import { escapeHtml, type StageContext } from './render-kit.ts';
import type { StringKey } from './strings/en.ts';

const fishSvg = (species: number, extra = '') =>
  `<svg viewBox="-8 -2 76 44" aria-hidden="true"${extra}>${FISH_ART[FISH_SPECIES[species] ?? 'clownfish']}</svg>`;

/** The school swimming across the field: the same for every visit of a game. */
function school(gameKey: string): string {
  const seed = createHash('sha256').update(`fish:${gameKey}`).digest();
  // Small fish are common, big ones rare.
  const kinds = [0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5];
  return kinds
    .map((kind, i) => {
      const b = seed[i] ?? 0;
      const y = 6 + ((b * 7 + i * 23) % 70);
      const seconds = 8 + (b % 9) + kind;
      const delay = -((b * 13) % (seconds * 10)) / 10;
      const dir = b % 2 === 0 ? 'ltr' : 'rtl';
      const x = 4 + ((b * 11 + i * 37) % 80);
      return `<span class="swimmer ${dir} size-${kind}" style="--x:${x}%;--y:${y}%;--d:${seconds}s;--delay:${delay}s">${fishSvg(kind)}</span>`;
    })
    .join('');
}

/** The shot fired: its trail from the cannon, the net where it landed and what it caught. */
function shotLayer(c: StageContext, s: FishScene | undefined, win: string | undefined): string {
  if (!s) return '<div class="shot" id="shot" data-swap></div>';
  const { x, y } = s.aim;
  const caught =
    s.caught === undefined
      ? `<span class="splash" style="left:${x}%;top:${y}%">${escapeHtml(c.t('out.fishMissed'))}</span>`
      : `<span class="catch" style="left:${x}%;top:${y}%" data-testid="catch" data-species="${FISH_SPECIES[s.caught]}">${fishSvg(s.caught)}${
          win ? `<b>+${escapeHtml(win)}</b>` : ''
        }</span>`;
  return `<div class="shot" id="shot" data-swap data-x="${x}" data-y="${y}">
<svg class="trail" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true"><line x1="50" y1="100" x2="${x}" y2="${y}"/></svg>
<span class="net" style="left:${x}%;top:${y}%"></span>${caught}</div>`;
}

export function fishStage(
  c: StageContext,
  s: FishScene | undefined,
  opts: { gameKey: string; win?: string },
): string {
  // The cannon turns to where the shot went (the field is about 4:3).
  const angle = s ? (Math.atan2((s.aim.x - 50) * 4, (100 - s.aim.y) * 3) * 180) / Math.PI : 0;
  return `<div class="sea-stage">
<button type="submit" form="${c.form}" class="sea" name="shot" value="aim" data-testid="sea" aria-label="${escapeHtml(c.t('action.fire'))}">
<span class="bubbles" aria-hidden="true"></span>${school(opts.gameKey)}</button>
${shotLayer(c, s, opts.win)}
<span class="cannon" id="cannon" data-swap style="--angle:${angle.toFixed(1)}deg" aria-hidden="true"><i></i></span>
<p class="sea-hint">${escapeHtml(c.t('stage.fishHint'))}</p></div>`;
}

export function describeFish(c: StageContext, s: FishScene, multiplier: string): string {
  if (s.caught === undefined) return c.t('out.fishMissed');
  const fish = c.t(`fish.${FISH_SPECIES[s.caught]}` as StringKey);
  return c.t('out.fishCaught', { fish, multiplier });
}

export const FISH_CSS = `
.sea-stage{position:relative;width:100%;height:100%;min-height:inherit;border-radius:inherit;overflow:hidden}
.sea{position:absolute;inset:0;width:100%;height:100%;border:0;padding:0;margin:0;cursor:crosshair;border-radius:inherit;overflow:hidden;
  background:linear-gradient(#0a4f8a,#06345e 55%,#032041);display:block}
.sea:focus-visible{outline:3px solid #ffd166;outline-offset:-3px}
.bubbles{position:absolute;inset:0;background:radial-gradient(circle at 20% 80%,#ffffff30 0 3px,transparent 4px),radial-gradient(circle at 70% 60%,#ffffff25 0 2px,transparent 3px),
  radial-gradient(circle at 45% 30%,#ffffff20 0 4px,transparent 5px),radial-gradient(circle at 85% 20%,#ffffff28 0 2px,transparent 3px);
  background-size:180px 160px;animation:rise 9s linear infinite}
.swimmer{position:absolute;top:var(--y);left:var(--x);animation:swim var(--d) linear infinite;animation-delay:var(--delay)}
.swimmer svg{width:100%;display:block;animation:wiggle .8s ease-in-out infinite alternate}
.swimmer.rtl{animation-name:swim-back}.swimmer.rtl svg{transform:scaleX(-1)}
.size-0{width:40px}.size-1{width:48px}.size-2{width:52px}.size-3{width:70px}.size-4{width:104px}.size-5{width:130px}
.shot{position:absolute;inset:0;pointer-events:none}
.trail{position:absolute;inset:0;width:100%;height:100%}
.trail line{stroke:#ffd166;stroke-width:3;vector-effect:non-scaling-stroke;stroke-dasharray:200;stroke-dashoffset:200;animation:trail .35s ease-out forwards,fade-out .4s .5s forwards}
.net{position:absolute;width:70px;height:70px;translate:-50% -50%;border-radius:50%;border:3px dashed #fff;opacity:0;animation:net .6s .3s ease-out both}
.catch{position:absolute;translate:-50% -50%;display:grid;justify-items:center;animation:caught 1.1s .35s both}
.catch svg{width:90px;animation:spin-out 1s .35s both}
.catch b{font-size:1.1rem;color:#ffd166;text-shadow:0 2px 4px #000}
.splash{position:absolute;translate:-50% -50%;color:#fff;font-weight:700;font-size:.8rem;text-shadow:0 1px 3px #000;animation:fade .3s .35s both,fade-out .5s 1.4s forwards}
.cannon{position:absolute;left:50%;bottom:-14px;width:64px;height:64px;translate:-50% 0;border-radius:50%;background:radial-gradient(#ffd166,#b8860b);
  box-shadow:0 0 0 5px #0006;pointer-events:none}
.cannon i{position:absolute;left:50%;bottom:50%;width:16px;height:44px;translate:-50% 0;border-radius:6px;background:linear-gradient(90deg,#8d99ae,#edf2f4,#8d99ae);
  transform-origin:50% 100%;transform:rotate(var(--angle));transition:transform .2s}
.sea-hint{position:absolute;left:8px;right:8px;top:6px;margin:0;text-align:center;font-size:.75rem;color:#ffffffc0;pointer-events:none}
@keyframes swim{from{left:-140px}to{left:calc(100% + 40px)}}
@keyframes swim-back{from{left:calc(100% + 40px)}to{left:-140px}}
@media (min-width:900px){.swimmer{scale:1.4}}
@keyframes wiggle{to{translate:0 4px;rotate:3deg}}
@keyframes rise{to{background-position:0 -160px,0 -160px,0 -160px,0 -160px}}
@keyframes trail{to{stroke-dashoffset:0}}
@keyframes net{0%{opacity:0;scale:.2}50%{opacity:1}100%{opacity:0;scale:1.3}}
@keyframes caught{0%{opacity:0;scale:.6}20%{opacity:1;scale:1.1}80%{opacity:1}100%{opacity:0;translate:-50% -120%}}
@keyframes spin-out{60%{rotate:0deg}100%{rotate:540deg;scale:.4}}
@keyframes fade-out{to{opacity:0}}
`;
