import type { Fixture, MatchScene, Sport } from './match-scene.ts';
import { escapeHtml, pickLabel, type StageContext } from './render-kit.ts';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A fight's number on the day's card, from its start time. */
const fightNumber = (f: Fixture) => 100 + Math.floor(f.startsAt / 20);

export function matchStage(
  c: StageContext,
  s: MatchScene | undefined,
  opts: { sport: Sport; fixtures: readonly Fixture[]; selected: number },
): string {
  const { t } = c;
  const rows = opts.fixtures
    .map((f, i) => {
      const score =
        s && s.fixture === i
          ? `<span class="score" data-testid="score">${s.score ? `${s.score[0]}–${s.score[1]}` : escapeHtml(pickLabel(t, s.result))}</span>`
          : '';
      const when = opts.sport === 'cockfight' ? t('sports.fight', { n: fightNumber(f) }) : clock(f.startsAt);
      return `<label class="fixture${s && s.fixture === i ? ' played' : ''}"><input type="radio" name="fixture" value="${i}" form="${c.form}"${
        i === opts.selected ? ' checked' : ''
      } data-home="${escapeHtml(f.home)}" data-away="${escapeHtml(f.away)}"><span class="when">${escapeHtml(when)}</span>
<span class="teams"><b>${escapeHtml(f.home)}</b><b>${escapeHtml(f.away)}</b></span>${score}</label>`;
    })
    .join('');
  const legend = opts.sport === 'cockfight' ? t('sports.fights') : t('sports.matches');
  return `<div class="book sport-${opts.sport}"><fieldset class="fixtures" data-testid="fixtures"><legend>${escapeHtml(
    legend,
  )}</legend><p class="book-note">${escapeHtml(t('sports.virtual'))}</p>${rows}</fieldset></div>`;
}

export const marketName = (c: StageContext, sport: Sport) =>
  c.t(
    sport === 'football'
      ? 'sports.marketFootball'
      : sport === 'esports'
        ? 'sports.marketEsports'
        : 'sports.marketCockfight',
  );

/**
 * The bet slip: the match and pick chosen, the odds, the stake's potential return. The page's
 * script keeps it in step as the player changes the match, the pick or the stake.
 */
export function slipHtml(
  c: StageContext,
  opts: { fixture: Fixture | undefined; pick: string; odds: string; potential: string },
): string {
  const match = opts.fixture ? `${opts.fixture.home} – ${opts.fixture.away}` : '';
  return `<dl class="slip" id="slip" data-testid="slip"><dt>${escapeHtml(c.t('sports.slip'))}</dt>
<dd data-slip="match">${escapeHtml(match)}</dd>
<dd><span data-slip="pick">${escapeHtml(pickLabel(c.t, opts.pick))}</span> · ${escapeHtml(c.t('sports.odds'))} <b data-slip="odds">${escapeHtml(opts.odds)}</b></dd>
<dd>${escapeHtml(c.t('sports.return'))} <b data-slip="return">${escapeHtml(opts.potential)}</b></dd></dl>`;
}

export function describeMatch(c: StageContext, s: MatchScene, fixture: Fixture | undefined): string {
  const home = fixture?.home ?? '';
  const away = fixture?.away ?? '';
  if (s.sport === 'cockfight') {
    if (s.result === 'draw') return c.t('out.fightDraw');
    const side =
      s.result === 'meron' ? `${pickLabel(c.t, 'meron')} (${home})` : `${pickLabel(c.t, 'wala')} (${away})`;
    return c.t('out.fightWon', { side });
  }
  const [h, a] = s.score ?? [0, 0];
  return c.t(s.sport === 'esports' ? 'out.esports' : 'out.football', { home, away, h, a });
}

export const MATCH_CSS = `
.book{width:100%;height:100%;display:grid;align-content:start;gap:8px;padding:10px;border-radius:inherit;
  background:linear-gradient(180deg,#0b3d2e,#0a2a22)}
.sport-football{background:repeating-linear-gradient(90deg,#1b6b43 0 40px,#1f7a4c 40px 80px)}
.sport-esports{background:radial-gradient(90% 80% at 50% 0%,#3a0ca3,#10002b)}
.sport-cockfight{background:radial-gradient(90% 80% at 50% 20%,#9d4f1b,#2b1204)}
.fixtures{border:0;margin:0;padding:0;display:grid;gap:6px}
.fixtures legend{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;color:#ffffffb0;margin-bottom:4px;padding:0}
.fixture{position:relative;display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:10px;padding:6px 12px;border-radius:12px;
  background:#0009;border:2px solid transparent;cursor:pointer}
.fixture input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.fixture:has(input:checked){border-color:var(--accent);background:#000b}
.fixture:has(input:focus-visible){outline:2px solid #fff;outline-offset:2px}
.fixture .when{font-size:.75rem;color:#ffffffb0;font-variant-numeric:tabular-nums}
.fixture .teams{display:grid;min-width:0;line-height:1.2}.fixture .teams b{font-size:.86rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.fixture .score{font-size:1.1rem;font-weight:900;color:#ffd166;animation:pop .4s both;animation-delay:var(--reveal,0s)}
.book-note{margin:0;font-size:.72rem;color:#ffffffa0}
.slip{margin:0;padding:10px 12px;border-radius:12px;background:#ffffff10;border:1px dashed #ffffff40;display:grid;gap:2px;font-size:.85rem}
.slip dt{font-weight:800;text-transform:uppercase;font-size:.72rem;letter-spacing:.08em;color:#ffffffb0}
.slip dd{margin:0}.slip b{color:#ffd166}
@media (min-width:900px){.fixture{padding:12px 16px}.fixture .teams{display:flex;gap:8px}.fixture .teams b{font-size:1rem}
  .fixture .teams b+b::before{content:'– ';color:#ffffff80}}
`;
