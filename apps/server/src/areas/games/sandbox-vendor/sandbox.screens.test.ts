import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { reconcileLedger } from '../../money/index.ts';
import { DEMO_VENDORS } from '../games/game-catalog.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { SEA_LOTTERY_VENDOR } from './sandbox.lottery-games.ts';
import { SANDBOX_VENDOR } from './sandbox.seed.ts';

/** The first open demo game of a classification, as the lobby lists it. */
function demoGame(classify: string): { vendor: string; code: string } {
  for (const v of DEMO_VENDORS)
    for (const t of v.types)
      for (const g of t.games)
        if (g.classify === classify && !g.maintenance) return { vendor: v.code, code: g.code };
  throw new Error(`no demo game of ${classify}`);
}

/** Reads a page as a player's browser would send its bet form back. */
function formOf(html: string, choose?: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name = '', value = ''] = m;
    form.set(name, value.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  form.set('stake', /name="stake" value="([^"]+)"/.exec(html)?.[1] ?? '');
  const choice = choose ?? /<input type="radio" name="choice" value="([^"]+)"/.exec(html)?.[1];
  if (choice) form.set('choice', choice);
  return form;
}

const testId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
const minorOf = (shown: string | undefined) =>
  BigInt((shown ?? '').split(' ')[0]?.replace(/[,.]/g, '') ?? '');

/**
 * Each kind of game screen: the game it is checked on, what its page shows before a round and
 * after one. A screen only shows what the game decided, so each check also ties the picture to
 * the money: the cards' totals, the pocket's colour, a paying line, a caught fish.
 */
const SCREENS: {
  name: string;
  game: { vendor: string; code: string };
  idle: RegExp[];
  played: RegExp[];
  choose?: string;
  extra?: Record<string, string>;
  agrees?: (html: string, stake: bigint, win: bigint) => void;
}[] = [
  {
    name: 'a five-reel slot',
    game: demoGame('SLOT'),
    idle: [/data-screen="slot"/, /data-testid="reels"/],
    played: [/class="strip stopping"/],
    agrees: (html, _stake, win) => {
      expect(html.match(/class="reel"/g)).toHaveLength(5);
      expect(html.includes('class="cell hit"')).toBe(win > 0n);
    },
  },
  {
    name: 'a three-reel arcade slot',
    game: demoGame('ARCADE'),
    idle: [/data-testid="reels"/],
    played: [/class="strip stopping"/],
    agrees: (html) => expect(html.match(/class="reel"/g)).toHaveLength(3),
  },
  {
    name: 'a jackpot slot',
    game: demoGame('JACKPOT'),
    idle: [/class="marquee"/],
    played: [/class="strip stopping"/],
  },
  {
    name: 'baccarat',
    game: demoGame('BACCARAT'),
    choose: 'player',
    idle: [/data-testid="hand-player"/, /data-testid="hand-banker"/, /aria-label="Road"/],
    played: [/data-testid="history-marks"/, /class="road"/],
    agrees: (html, stake, win) => {
      const player = Number(/data-testid="hand-player" data-total="(\d)"/.exec(html)?.[1]);
      const banker = Number(/data-testid="hand-banker" data-total="(\d)"/.exec(html)?.[1]);
      expect(html.match(/data-card="/g)?.length).toBeGreaterThanOrEqual(4);
      expect(win).toBe(player > banker ? stake * 2n : player === banker ? stake : 0n);
    },
  },
  {
    name: 'roulette',
    game: demoGame('ROULETTE'),
    choose: 'red',
    idle: [/class="wheel"/],
    played: [/data-testid="pocket"/, /data-testid="history-marks"/],
    agrees: (html, stake, win) => {
      const red = /class="pocket pocket-red"/.test(html);
      expect(win).toBe(red ? stake * 2n : 0n);
    },
  },
  { name: 'sic bo', game: demoGame('SICBO'), idle: [/class="bowl"/], played: [/data-testid="dice-total"/] },
  {
    name: 'dragon tiger',
    game: demoGame('DRAGONTIGER'),
    idle: [/data-testid="hand-dragon"/],
    played: [/data-testid="hand-tiger"/, /class="road"/],
  },
  {
    name: 'blackjack',
    game: demoGame('BLACKJACK'),
    idle: [/data-testid="hand-dealer"/],
    played: [/data-testid="hand-you" data-total/],
  },
  { name: 'hi-lo', game: demoGame('TABLE'), idle: [/data-testid="hilo-card"/], played: [/data-card="/] },
  { name: 'a card room', game: demoGame('CARD'), idle: [/data-testid="hand-you"/], played: [/data-card="/] },
  {
    name: 'a mahjong room',
    game: demoGame('MAHJONG'),
    idle: [/data-testid="hand-you"/],
    played: [/data-tile="/],
  },
  {
    name: 'a fish-shooting field',
    game: demoGame('FISH'),
    idle: [/data-testid="sea"/, /class="swimmer/, /name="aimX"/],
    played: [/class="shot" id="shot" data-swap data-x="30" data-y="40"/],
    extra: { aimX: '30', aimY: '40' },
    agrees: (html, _stake, win) => expect(html.includes('data-testid="catch"')).toBe(win > 0n),
  },
  {
    name: 'a sports bet slip',
    game: demoGame('SPORTSBOOK'),
    choose: 'home',
    extra: { fixture: '2' },
    idle: [/data-testid="fixtures"/, /data-testid="slip"/, /name="fixture" value="3"/],
    played: [
      /class="fixture played"><input type="radio" name="fixture" value="2" form="bet" checked/,
      /data-testid="score">\d–\d</,
    ],
    agrees: (html, stake, win) => {
      const [h, a] = (/data-testid="score">(\d)–(\d)</.exec(html) ?? []).slice(1).map(Number);
      expect(win).toBe((h ?? 0) > (a ?? 0) ? (stake * 210n) / 100n : 0n);
    },
  },
  {
    name: 'an esports book',
    game: demoGame('ESPORTS'),
    idle: [/data-testid="slip"/],
    played: [/data-testid="score"/],
  },
  {
    name: 'a cockfight arena',
    game: demoGame('COCKFIGHT'),
    idle: [/Meron/],
    played: [/data-testid="score"/],
  },
  {
    name: 'a bingo card',
    game: demoGame('EBINGO'),
    idle: [/data-testid="bingo-card"/],
    played: [/class="mini-ball"/],
  },
  {
    name: 'a coin flip',
    game: { vendor: SANDBOX_VENDOR, code: 'coin-flip' },
    choose: 'heads',
    idle: [/data-testid="coin"/],
    played: [/data-side="(heads|tails)"/],
    agrees: (html, stake, win) =>
      expect(win).toBe(html.includes('data-side="heads"') ? (stake * 196n) / 100n : 0n),
  },
  {
    name: 'a prize wheel',
    game: { vendor: SANDBOX_VENDOR, code: 'lucky-wheel' },
    idle: [/class="wheel"/],
    played: [/data-testid="prize"/],
  },
  {
    name: 'a lottery ball draw',
    game: { vendor: SEA_LOTTERY_VENDOR, code: 'sea-4d-last-digit' },
    choose: '7',
    idle: [/class="globe"/],
    played: [/data-testid="ball"/],
    agrees: (html, stake, win) =>
      expect(win).toBe(/data-testid="ball"><b>7</.test(html) ? (stake * 950n) / 100n : 0n),
  },
];

describe.each(dbKinds)('the studio game screens over HTTP on %s', (kind) => {
  const t = suiteApp(kind);
  let base: string;
  let member: string;
  const kit = walletKit(() => t);

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await kit.login();
  });

  async function open(game: { vendor: string; code: string }, language = 'EN') {
    const res = await kit.launch(member, {
      gameId: await kit.gameId(game.vendor, game.code),
      vassalage: game.vendor,
      language,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.game_url as string);
    const page = await fetch(`${base}${url.pathname}${url.search}`);
    return { status: page.status, html: await page.text() };
  }
  const post = async (form: URLSearchParams) => {
    const res = await fetch(`${base}/sandbox-vendor/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    return { status: res.status, html: await res.text() };
  };

  it.each(SCREENS)(
    '$name: shows its screen and plays a round that moves the wallet by stake and win',
    async (s) => {
      const page = await open(s.game);
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-testid="game-screen"');
      for (const marker of s.idle) expect(page.html).toMatch(marker);
      // The page's own script and stylesheet, served from this site.
      for (const asset of page.html.matchAll(/(?:href|src)="(\/sandbox-vendor\/assets\/[^"]+)"/g)) {
        const res = await fetch(`${base}${asset[1]}`);
        expect(res.status).toBe(200);
      }

      const before = await kit.cash();
      expect(minorOf(testId(page.html, 'balance'))).toBe(before);
      const form = formOf(page.html, s.choose);
      for (const [k, v] of Object.entries(s.extra ?? {})) form.set(k, v);
      const stake = minorOf(form.get('stake') ?? '');
      const played = await post(form);
      expect(played.status, played.html.slice(-400)).toBe(200);
      expect(played.html).toContain('data-testid="result"');
      for (const marker of s.played) expect(played.html).toMatch(marker);
      const win = minorOf(testId(played.html, 'win'));
      const after = before - stake + win;
      expect(minorOf(testId(played.html, 'balance'))).toBe(after);
      expect(await kit.cash()).toBe(after);
      s.agrees?.(played.html, stake, win);

      const round = await selectWhere(t.database.db, 'game_rounds', { vendor: s.game.vendor })
        .select(['stake', 'win', 'status'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(round).toEqual({ stake, win, status: 'settled' });
    },
  );

  it('keeps the ledger whole after every screen has played', async () => {
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('speaks the language the lobby opened the game in, round after round', async () => {
    const page = await open(demoGame('BACCARAT'), 'VI');
    expect(page.html).toContain('<html lang="vi">');
    expect(page.html).toContain('Số dư');
    expect(page.html).toContain('Chia bài');
    const form = formOf(page.html, 'banker');
    expect(form.get('lang')).toBe('VI');
    const played = await post(form);
    expect(played.status).toBe(200);
    expect(played.html).toContain('<html lang="vi">');
    expect(played.html).toMatch(/Cái|Con|Hòa/);

    const thai = await open(demoGame('SLOT'), 'TH');
    expect(thai.html).toContain('<html lang="th">');
    expect(thai.html).toContain('ยอดเงิน');
  });

  it("refuses a stake out of range in the player's language, without touching the wallet", async () => {
    const page = await open(demoGame('FISH'), 'VI');
    const before = await kit.cash();
    const form = formOf(page.html);
    form.set('stake', '0.01');
    const refused = await post(form);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Tiền cược phải từ');
    expect(refused.html).not.toContain('data-testid="result"');
    expect(await kit.cash()).toBe(before);
  });
});
