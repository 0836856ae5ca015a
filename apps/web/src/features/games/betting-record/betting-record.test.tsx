import { hashServerSeed } from '@pf/shared';
import { type CrashRoundView, crashPointOf, inhouseOutcome, type RoundView } from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMemberCentreStore } from '@/features/identity/member-center';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { closeMemberCentre, setMemberSession } from '@/test/signed-in';
import type { BetRecord, BetRecordPage } from './api/betting-record';
import { renderRecordPage } from './betting-record.test-kit';
import { windowOf } from './model/date-window';

const PATH = '/wps/relay/personalHistoryCopy';

const record = (over: Partial<BetRecord> & Pick<BetRecord, 'roundId'>): BetRecord => ({
  id: over.roundId,
  vassalage: 'BGS',
  vendorName: 'BGS Originals',
  gameId: 7,
  gameName: 'Fortune Reels',
  gameType: 'INHOUSE',
  stake: '200.00',
  win: '0.00',
  profit: '-200.00',
  status: 'settled',
  betTime: '2026-11-23T09:15:00.000Z',
  settleTime: '2026-11-23T09:15:00.000Z',
  lottery: null,
  roundDetail: false,
  verify: null,
  ...over,
});

/** A settled in-house round as the server lists it: its verification is its detail view. */
const fair = (id: string, over: Partial<BetRecord> = {}): BetRecord =>
  record({ roundId: `IH${id}`, roundDetail: true, verify: { game: 'inhouse', roundId: id }, ...over });

const VENDORS = [
  { vassalage: 'BGS', name: 'BGS Originals' },
  { vassalage: 'SANDBOX', name: 'Sandbox Studio' },
];

function page(content: BetRecord[], over: Partial<BetRecordPage> = {}): BetRecordPage {
  return {
    content,
    pageNo: 1,
    pageSize: 10,
    total: content.length,
    totalPages: content.length ? 1 : 0,
    summary: { stake: '0.00', win: '0.00', profit: '0.00' },
    vendors: VENDORS,
    beginTime: '2026-11-17T00:00:00.000Z',
    endTime: '2026-11-24T00:00:00.000Z',
    ...over,
  };
}

const ROUNDS = [
  fair('12', { win: '1250.50', profit: '1050.50' }),
  record({
    roundId: 'SBX-9',
    vassalage: 'SANDBOX',
    vendorName: 'Sandbox Studio',
    gameName: 'Lucky Sevens',
    gameType: 'RNG',
    stake: '1000000.00',
    profit: '-1000000.00',
    status: 'open',
    settleTime: null,
  }),
];

type Body = { beginTime: string; endTime: string; vassalage?: string; pageNo: number; language: string };
const lastBody = (api: ReturnType<typeof stubApi>) => bodyOf(api, PATH, callsTo(api, PATH) - 1) as Body;

/** The local day `offset` days from today, as the date inputs hold it. */
function day(offset: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

afterEach(closeMemberCentre);

describe('betting record page', { timeout: 20_000 }, () => {
  it('lists every round with vendor, game, stake, win, time and status over the last seven days', async () => {
    const api = stubApi({
      [PATH]: page(ROUNDS, { summary: { stake: '1000200.00', win: '1250.50', profit: '-998949.50' } }),
    });
    renderRecordPage();
    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    const [inhouse, sandbox] = rows as [HTMLElement, HTMLElement];
    expect(within(inhouse).getByTestId('record-game')).toHaveTextContent('Fortune Reels');
    expect(within(inhouse).getByTestId('record-vendor-name')).toHaveTextContent('BGS Originals');
    expect(within(inhouse).getByTestId('record-stake')).toHaveTextContent('200.00');
    expect(within(inhouse).getByTestId('record-win')).toHaveTextContent('1,250.50');
    expect(within(inhouse).getByTestId('record-profit')).toHaveTextContent('+1,050.50');
    expect(within(inhouse).getByTestId('record-status')).toHaveTextContent('Settled');
    expect(within(inhouse).getByTestId('record-time')).toHaveAttribute(
      'datetime',
      '2026-11-23T09:15:00.000Z',
    );
    expect(within(inhouse).getByTestId('record-time').textContent).toMatch(/2026/);
    expect(within(sandbox).getByTestId('record-stake')).toHaveTextContent('1,000,000.00');
    expect(within(sandbox).getByTestId('record-status')).toHaveTextContent('In play');
    // An open round has no result yet.
    expect(within(sandbox).getByTestId('record-profit')).toHaveTextContent('–');
    expect(screen.getByTestId('summary-rounds')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-stake')).toHaveTextContent('1,000,200.00');
    expect(screen.getByTestId('summary-profit')).toHaveTextContent('-998,949.50');

    // Today and the six days before, as local midnights; the end is the midnight after today.
    const body = lastBody(api);
    const expected = windowOf(day(-6), day(0));
    expect(expected.ok && body.beginTime === expected.beginTime && body.endTime === expected.endTime).toBe(
      true,
    );
    expect(new Date(body.endTime).getTime() - new Date(body.beginTime).getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    expect(body).toMatchObject({ pageNo: 1, language: 'EN' });
    expect(body.vassalage).toBeUndefined();
    expect(screen.getByTestId('record-from')).toHaveValue(day(-6));
    expect(screen.getByTestId('record-to')).toHaveValue(day(0));
  });

  it('shows a lottery line with its draw, bet type, numbers, odds, result and payout', async () => {
    stubApi({
      [PATH]: page(
        [
          record({
            id: 'L7',
            roundId: '20260301-0012',
            vassalage: 'ELK',
            vendorName: 'Lotus E-Lottery',
            gameName: 'Keno',
            gameType: 'ELOTT',
            stake: '10.00',
            win: '0.00',
            profit: '-10.00',
            lottery: {
              drawNumero: '20260301-0012',
              kind: 'keno',
              betType: 'spots',
              numbers: ['1', '2', '3', '4', '5'],
              odds: '0',
              result: '01,02,07,11',
              hits: 2,
            },
          }),
          record({
            id: 'L8',
            roundId: '20260301-0900',
            vassalage: 'TCG_LOTTO_VN',
            vendorName: 'Vietnam Lotto',
            gameName: 'Fast 45 seconds',
            gameType: 'ELOTT',
            status: 'open',
            win: '0.00',
            lottery: {
              drawNumero: '20260301-0900',
              kind: 'vnfast',
              betType: 'de',
              numbers: ['29'],
              odds: '95',
              result: null,
              hits: null,
            },
          }),
        ],
        {
          vendors: [
            ...VENDORS,
            { vassalage: 'ELK', name: 'Lotus E-Lottery' },
            { vassalage: 'TCG_LOTTO_VN', name: 'Vietnam Lotto' },
          ],
        },
      ),
    });
    renderRecordPage();
    const rows = await screen.findAllByTestId('record-row');
    const [keno, de] = rows as [HTMLElement, HTMLElement];
    const kenoLine = within(keno).getByTestId('record-lottery');
    expect(kenoLine).toHaveTextContent('Draw 20260301-0012');
    expect(kenoLine).toHaveTextContent('1 2 3 4 5');
    expect(within(kenoLine).getByTestId('record-lottery-result')).toHaveTextContent('01,02,07,11 · 2 hits');
    const deLine = within(de).getByTestId('record-lottery');
    expect(deLine).toHaveTextContent('Odds ×95');
    expect(deLine).toHaveTextContent('29');
    expect(within(deLine).getByTestId('record-lottery-result')).toHaveTextContent('Awaiting the draw');
    const vendor = screen.getByRole('combobox', { name: /provider|vendor/i });
    expect(within(vendor).getByRole('option', { name: 'Lotus E-Lottery' })).toBeInTheDocument();
    expect(within(vendor).getByRole('option', { name: 'Vietnam Lotto' })).toBeInTheDocument();
  });

  it('filters by vendor and by dates, back to the first page, and refuses a backwards range', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [PATH]: (_url: URL, init?: RequestInit) => {
        const b = JSON.parse(String(init?.body)) as Body;
        const rows = ROUNDS.filter((r) => !b.vassalage || r.vassalage === b.vassalage);
        return page(rows, { pageNo: b.pageNo, totalPages: 3, total: 25 });
      },
    });
    renderRecordPage();
    expect(await screen.findAllByTestId('record-row')).toHaveLength(2);

    await user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(lastBody(api).pageNo).toBe(2));
    expect(await screen.findByTestId('pager-status')).toHaveTextContent('Page 2 of 3');

    const picker = screen.getByTestId('record-vendor');
    expect([...within(picker).getAllByRole('option')].map((o) => o.textContent)).toEqual([
      'All providers',
      'BGS Originals',
      'Sandbox Studio',
    ]);
    await user.selectOptions(picker, 'SANDBOX');
    await waitFor(() => expect(lastBody(api)).toMatchObject({ vassalage: 'SANDBOX', pageNo: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(screen.getByTestId('record-row')).toHaveAttribute('data-vendor', 'SANDBOX');

    const from = screen.getByTestId('record-from');
    await user.clear(from);
    await user.type(from, day(-30));
    await waitFor(() => {
      const w = windowOf(day(-30), day(0));
      expect(w.ok && lastBody(api).beginTime === w.beginTime).toBe(true);
    });
    expect(lastBody(api).vassalage).toBe('SANDBOX');

    const before = callsTo(api, PATH);
    const to = screen.getByTestId('record-to');
    await user.clear(to);
    await user.type(to, day(-40));
    expect(await screen.findByTestId('record-window-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(screen.queryByTestId('record-list')).not.toBeInTheDocument();
    expect(callsTo(api, PATH)).toBe(before);
  });

  it('says so when there is nothing, and offers a retry when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      [PATH]: () => (fail ? failure('UNAVAILABLE', 'Service unavailable', 503) : page([], { vendors: [] })),
    });
    renderRecordPage();
    const error = await screen.findByTestId('record-error');
    expect(error).toHaveTextContent('Could not load your betting record');
    fail = false;
    await user.click(within(error).getByTestId('record-retry'));
    expect(await screen.findByTestId('record-empty')).toHaveTextContent('No bets in this period');
    expect(within(screen.getByTestId('record-vendor')).getAllByRole('option')).toHaveLength(1);
  });

  it('verifies an in-house round from its row in the browser, where the record says it can', async () => {
    const user = userEvent.setup();
    const serverSeed = 'b0a7'.padEnd(64, '1');
    const params = { serverSeed, clientSeed: 'mine', nonce: 5 };
    const round: RoundView = {
      roundId: '12',
      game: 'slot',
      status: 'settled',
      stake: '200.00',
      win: '1250.50',
      balanceBefore: '5000.00',
      balanceAfter: '6050.50',
      bet: { lineBet: '10.00' },
      outcome: inhouseOutcome(params, { game: 'slot' }),
      revealed: [],
      multiplierBp: 0,
      fairness: { serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'mine', nonce: 5, serverSeed },
      createdAt: '2026-11-23T09:15:00.000Z',
      settledAt: '2026-11-23T09:15:00.000Z',
    };
    // The shown outcome of nonce 5, claimed for nonce 6: the browser must catch it.
    const forged = { ...round, roundId: '13', fairness: { ...round.fairness, nonce: 6 } };
    const api = stubApi({
      [PATH]: page([...ROUNDS, fair('13'), record({ roundId: 'IH14', status: 'open', settleTime: null })]),
      '/wps/inhouse/rounds/12': round,
      '/wps/inhouse/rounds/13': forged,
    });
    renderRecordPage();
    const rows = await screen.findAllByTestId('record-row');
    expect(rows.map((r) => within(r).queryByTestId('round-verify') !== null)).toEqual([
      true,
      false,
      true,
      false,
    ]);

    await user.click(within(rows[0]!).getByTestId('round-verify'));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(callsTo(api, '/wps/inhouse/rounds/12')).toBe(1);
    expect(within(dialog).getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('verify-dialog')).not.toBeInTheDocument());

    await user.click(within(rows[2]!).getByTestId('round-verify'));
    const second = await screen.findByTestId('verify-dialog');
    expect(within(second).getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
    expect(within(second).getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'false');
  });

  it("opens a crash bet's round verification from its row, the round the record names", async () => {
    const user = userEvent.setup();
    const salt = '5a17c0ffee5a17c0ffee5a17c0ffee00';
    const last = hashServerSeed('record test: last link');
    const links = [hashServerSeed(last), last];
    const crashRound: CrashRoundView = {
      roundId: '107',
      phase: 'crashed',
      startAt: '2026-11-23T09:15:00.000Z',
      crashedAt: '2026-11-23T09:15:10.000Z',
      crashPoint: crashPointOf(links[1] as string, salt, 1),
      hash: links[1] as string,
      previousHash: links[0] as string,
      chainIndex: 1,
      terminalHash: links[0] as string,
      salt,
    };
    const api = stubApi({
      [PATH]: page([
        record({
          roundId: 'CR55',
          gameName: 'Crash Rocket',
          roundDetail: true,
          verify: { game: 'crash', roundId: '107' },
        }),
      ]),
      '/wps/inhouse/crash/rounds/107': { round: crashRound, linkOk: true, crashPointOk: true },
    });
    renderRecordPage();
    const [row] = await screen.findAllByTestId('record-row');
    expect(
      within(row as HTMLElement).queryByRole('button', { name: 'Round details' }),
    ).not.toBeInTheDocument();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByTestId('crash-verify-dialog');
    expect(callsTo(api, '/wps/inhouse/crash/rounds/107')).toBe(1);
    expect(await within(dialog).findByTestId('crash-verify-link')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('crash-verify-point')).toHaveAttribute('data-ok', 'true');
  });

  it('is the member centre page of personalHistoryCopy', async () => {
    setMemberSession();
    stubApi({
      '/wps/member/info': { ...MEMBER, toUpline: false },
      '/wps/v2/wallets/balance': {
        currency: 'VND',
        sumBalance: '10.00',
        cash: '10.00',
        bonus: '0.00',
        locked: '0.00',
      },
      '/wps/v2/member/securityConfig': {
        info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
      },
      '/wps/member/info/icon': { avatarId: 3, url: '/avatars/3.webp' },
      [PATH]: page(ROUNDS),
    });
    renderRoute('/hot', makePermission());
    await screen.findByTestId('header-member-bar', {}, { timeout: 5000 });
    useMemberCentreStore.getState().open('personalHistoryCopy');
    const panel = await screen.findByTestId('member-centre-dialog');
    expect(panel).toHaveAttribute('data-page', 'personalHistoryCopy');
    expect(
      await within(panel).findByTestId('betting-record-page', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await within(panel).findAllByTestId('record-row')).toHaveLength(2);
  });
});
