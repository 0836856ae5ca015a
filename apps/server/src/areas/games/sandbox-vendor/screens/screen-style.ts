import { HISTORY_CSS } from './history.ts';
import { CARDS_CSS } from './render-cards.ts';
import { DRAWS_CSS } from './render-draws.ts';
import { FISH_CSS } from './render-fish.ts';
import { MATCH_CSS } from './render-match.ts';
import { SLOT_CSS } from './render-slot.ts';
import { WHEELS_CSS } from './render-wheels.ts';

/** Colours of the bet picks, by what they are. */
const PICK_TONES: Record<string, string> = {
  player: '#3b82f6',
  banker: '#e11d48',
  tie: '#22c55e',
  red: '#e11d48',
  black: '#64748b',
  green: '#22c55e',
  blue: '#0ea5e9',
  dragon: '#f97316',
  tiger: '#eab308',
  small: '#0ea5e9',
  big: '#e11d48',
  high: '#f97316',
  low: '#0ea5e9',
  home: '#3b82f6',
  away: '#e11d48',
  draw: '#a3a3a3',
  meron: '#e11d48',
  wala: '#3b82f6',
};

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{background:#090b14;color:#f4f5fb;font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Thai","Noto Sans CJK SC",sans-serif;
  -webkit-tap-highlight-color:transparent}
button,input{font:inherit;color:inherit}
.game{--accent:hsl(var(--hue) 85% 62%);min-height:100vh;display:grid;gap:10px;padding:10px;align-content:start;
  grid-template-columns:minmax(0,1fr);grid-template-areas:"top" "stage" "notice" "controls" "history" "foot";
  background:radial-gradient(120% 60% at 50% 0%,hsl(var(--hue) 45% 20%),#090b14 70%)}
.top{grid-area:top;display:flex;align-items:center;justify-content:space-between;gap:10px;min-width:0}
.title{min-width:0}
.title h1{margin:0;font-size:1rem;line-height:1.2;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.studio{margin:0;font-size:.7rem;color:#ffffff90}
.wallet{margin:0;display:grid;justify-items:end;padding:4px 12px;border-radius:12px;background:#0007;border:1px solid #ffffff22;
  font-size:.68rem;color:#ffffffa0;white-space:nowrap}
.wallet strong{font-size:.95rem;color:#fff;font-variant-numeric:tabular-nums}
.stage{grid-area:stage;position:relative;display:grid;height:clamp(240px,50vh,560px);border-radius:18px;overflow:hidden;container-type:size;
  box-shadow:0 10px 30px #0007,inset 0 0 0 1px #ffffff14}
.k-fish .stage{height:clamp(280px,56vh,680px)}
.k-match .stage{height:auto;min-height:230px;container-type:normal;align-content:start}
.k-fish .banner{bottom:60px}
.k-match .banner{position:static;translate:none;width:auto;max-width:none;margin:0 10px 10px}
.hint{margin:0;color:#ffffffb0;font-size:.85rem;text-align:center}
.banner{position:absolute;left:50%;bottom:8px;translate:-50% 0;width:max-content;max-width:calc(100% - 16px);display:grid;justify-items:center;
  gap:1px;padding:6px 14px;border-radius:14px;background:#000000d0;border:1px solid #ffffff30;text-align:center;font-size:.8rem;
  animation:pop .4s both;animation-delay:var(--reveal,0s);z-index:2}
.banner[hidden]{display:none}
.banner strong{font-size:1rem}
.banner.net-win{border-color:#ffd166;box-shadow:0 0 24px #ffd16655}
.banner.net-win strong{color:#ffd166}
.banner .quiet{color:#ffffff80;font-weight:400;font-size:.8rem}
.game[aria-busy=true] .banner{opacity:0;transition:opacity .15s}
.notice{grid-area:notice;margin:0;padding:10px 12px;border-radius:12px;background:#c81d3a33;border:1px solid #c81d3a88;font-size:.9rem}
.notice[hidden]{display:none}
.controls{grid-area:controls;display:grid;gap:8px;margin:0;align-content:start}
.picks{border:0;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--n,3),minmax(0,1fr));gap:6px;min-width:0}
.picks legend{font-size:.7rem;text-transform:uppercase;letter-spacing:.08em;color:#ffffffa0;margin-bottom:4px;padding:0}
.picks.n-2{--n:2}.picks.n-4{--n:4}.picks.n-5,.picks.n-6{--n:5}
.pick{--tone:var(--accent);position:relative;display:grid;justify-items:center;padding:7px 4px;border-radius:12px;background:#ffffff10;
  border:2px solid #ffffff24;cursor:pointer;text-align:center;min-width:0}
.pick input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}
.pick span{font-weight:800;font-size:.88rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.pick small{font-size:.7rem;color:#ffffffa8;font-variant-numeric:tabular-nums}
.pick:has(input:checked){border-color:var(--tone);background:color-mix(in srgb,var(--tone) 38%,transparent);box-shadow:0 0 14px color-mix(in srgb,var(--tone) 50%,transparent)}
.pick:has(input:focus-visible){outline:2px solid #fff;outline-offset:2px}
${Object.entries(PICK_TONES)
  .map(([pick, colour]) => `.pick-${pick}{--tone:${colour}}`)
  .join('')}
.bet-row{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);gap:8px;align-items:end}
.stake label{display:block;font-size:.7rem;text-transform:uppercase;letter-spacing:.08em;color:#ffffffa0;margin-bottom:4px}
.stepper{display:flex;height:46px;border-radius:12px;background:#0009;border:1px solid #ffffff30;overflow:hidden}
.stepper input{min-width:0;flex:1;width:100%;border:0;background:transparent;font-weight:800;text-align:center;padding:0 2px;font-variant-numeric:tabular-nums}
.stepper input:focus-visible{outline:2px solid var(--accent);outline-offset:-2px}
.stepper button{flex:none;width:36px;border:0;background:#ffffff16;font-weight:800;cursor:pointer}
.go{height:46px;border:0;border-radius:14px;font-size:1.02rem;font-weight:900;letter-spacing:.04em;text-transform:uppercase;color:#2b1600;
  background:linear-gradient(#ffe08a,#f4a261);box-shadow:0 4px 0 #b5651d,0 8px 20px #0006;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.go:active{translate:0 2px;box-shadow:0 2px 0 #b5651d}
.go:focus-visible{outline:3px solid #fff;outline-offset:2px}
.game[aria-busy=true] .go{filter:grayscale(.7);cursor:progress}
.foot{grid-area:foot;display:flex;justify-content:space-between;gap:8px;font-size:.7rem;color:#ffffff80;flex-wrap:wrap;min-width:0}
.foot span{overflow-wrap:anywhere}
.foot a{color:#ffffffc8}
@keyframes pop{from{opacity:0;scale:.7}to{opacity:1;scale:1}}
@keyframes fade{from{opacity:0}to{opacity:1}}
@media (min-width:900px){
  .game{max-width:1280px;margin:0 auto;padding:20px 28px;gap:14px 24px;grid-template-columns:minmax(0,1fr) 340px;
    grid-template-areas:"top top" "stage notice" "stage controls" "stage history" "foot foot";grid-template-rows:auto auto auto 1fr auto}
  .stage,.k-fish .stage{height:auto;min-height:min(560px,calc(100vh - 140px))}
  .title h1{font-size:1.5rem}
  .studio{font-size:.8rem}
  .wallet{font-size:.75rem;padding:6px 16px}.wallet strong{font-size:1.2rem}
  .banner{bottom:16px;font-size:.95rem;padding:10px 22px}.banner strong{font-size:1.25rem}
}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01s!important;animation-delay:0s!important;animation-iteration-count:1!important}}
`;

/** The game screens' stylesheet: the frame, then each kind of stage. */
export const SCREEN_STYLE = [
  BASE_CSS,
  SLOT_CSS,
  CARDS_CSS,
  WHEELS_CSS,
  DRAWS_CSS,
  FISH_CSS,
  MATCH_CSS,
  HISTORY_CSS,
].join('\n');
