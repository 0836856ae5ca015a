import { type BundledLanguage, formatMinor, formatMinorPlain } from '@pf/shared';
import { bestPayFor, type SandboxGame } from './sandbox.games.ts';
import type { Mark } from './screens/history.ts';
import { fixturesOf } from './screens/match-scene.ts';
import type { Scene } from './screens/scene.ts';
import { translator } from './screens/screen-language.ts';
import { renderScreen } from './screens/screen-page.ts';
import { hundredths } from './sim-money.ts';

export interface PageState {
  game: SandboxGame;
  /** The vendor the game is played for: the form sends it back with the round. */
  vendor: string;
  token: string;
  lang: BundledLanguage;
  currency: string;
  balance: bigint | null;
  stake: string;
  choice: string;
  /** The sports fixture picked. */
  fixture: number;
  /** The stake range the page offers. */
  range: { min: bigint; max: bigint };
  result?: { scene: Scene; stake: bigint; win: bigint; multiplierX100: bigint; roundId: string };
  history: readonly Mark[];
  error?: string;
}

/** Where a studio game's page lives, and the key its colours, fish and fixtures follow. */
export const studioGameKey = (vendor: string, code: string) => `${vendor}:${code}`;

/** The sandbox studio's game page: the game's screen, playing through the studio's form post. */
export function renderPage(s: PageState): string {
  const t = translator(s.lang);
  const money = (v: bigint) => `${formatMinor(v)} ${s.currency}`;
  const gameKey = studioGameKey(s.vendor, s.game.code);
  const top = s.game.outcomes.reduce((m, o) => (o.payoutX100 > m ? o.payoutX100 : m), 0n);
  const r = s.result;
  return renderScreen({
    lang: s.lang,
    title: s.game.name,
    studio: t('studioSandbox'),
    screen: s.game.screen,
    gameKey,
    action: '/sandbox-vendor/play',
    hidden: { token: s.token, game: s.game.code, vendor: s.vendor, lang: s.lang },
    ...(s.balance === null ? {} : { balance: money(s.balance) }),
    stake: { value: s.stake, min: formatMinorPlain(s.range.min), max: formatMinorPlain(s.range.max) },
    picks: s.game.choices.map((value) => ({ value, odds: hundredths(bestPayFor(s.game, value)) })),
    choice: s.choice,
    ...(r
      ? {
          round: {
            scene: r.scene,
            net: r.win === 0n ? 'lose' : r.win === r.stake ? 'push' : 'win',
            win: money(r.win),
            roundId: r.roundId,
          },
        }
      : {}),
    history: s.history,
    ...(s.error ? { notice: s.error } : {}),
    extras: {
      fixtures: s.game.screen.kind === 'match' ? fixturesOf(s.game.screen.sport, gameKey) : [],
      fixture: s.fixture,
      ...(r ? { multiplier: hundredths(r.multiplierX100), win: money(r.win) } : {}),
      topPrize: `×${hundredths(top)}`,
    },
  });
}
