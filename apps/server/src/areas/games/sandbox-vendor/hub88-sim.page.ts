import { formatMinor } from '@pf/shared';
import type { Mark } from './screens/history.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';
import { renderScreen } from './screens/screen-page.ts';
import type { SlotScene } from './screens/slot-scene.ts';
import { hundredths } from './sim-money.ts';

/** What the simulator's game page carries from the launch into each spin. */
export interface Hub88Launch {
  token: string;
  user: string;
  currency: string;
  game_code: string;
  operator_id: string;
  lobby_url: string;
  /** The player's language as the launch passed it (ISO 639-1). */
  lang?: string;
}

export interface Hub88SimPage extends Hub88Launch {
  gameName: string;
  /** The balance in Hub88's units (1/100000), as the merchant answered it. */
  balance?: number;
  stake?: string;
  message?: string;
  round?: { round: string; scene: SlotScene; stake: bigint; win: bigint };
  history: readonly Mark[];
}

/** Hub88's integer units (1/100000) in minor units (two places, as the wallet keeps them). */
const minorOf = (units: number) => BigInt(Math.trunc(units / 1_000));

/** The simulator's game page: a five-reel slot whose every spin is a round on the merchant's wallet. */
export function renderHub88Page(s: Hub88SimPage): string {
  const lang = screenLanguage(s.lang);
  const money = (minor: bigint) => `${formatMinor(minor)} ${s.currency}`;
  const r = s.round;
  const launch: Record<string, string> = {
    token: s.token,
    user: s.user,
    currency: s.currency,
    game_code: s.game_code,
    operator_id: s.operator_id,
    lobby_url: s.lobby_url,
    ...(s.lang ? { lang: s.lang } : {}),
  };
  return renderScreen({
    lang,
    title: s.gameName,
    studio: translator(lang)('studioSimulator', { vendor: 'Hub88' }),
    screen: { kind: 'slot', reels: 5 },
    gameKey: `HUB88:${s.game_code}`,
    action: 'spin',
    hidden: launch,
    ...(s.balance === undefined ? {} : { balance: money(minorOf(s.balance)) }),
    stake: { value: s.stake ?? '1.00', min: '0.01' },
    picks: [{ value: 'spin' }],
    choice: 'spin',
    ...(r
      ? {
          round: {
            scene: r.scene,
            net: r.win === 0n ? 'lose' : r.win === r.stake ? 'push' : 'win',
            win: money(r.win),
            roundId: r.round,
          },
        }
      : {}),
    history: s.history,
    ...(s.message ? { notice: s.message } : {}),
    lobbyUrl: s.lobby_url,
    extras: r ? { multiplier: hundredths(r.scene.multiplierX100) } : {},
  });
}
