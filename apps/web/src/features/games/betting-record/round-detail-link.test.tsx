import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import type { BetRecord, BetRecordPage } from './api/betting-record';
import { renderRecordPage } from './betting-record.test-kit';

const RECORD = '/wps/relay/personalHistoryCopy';
const LINK = '/wps/relay/roundDetailLink';
const DETAIL_URL = 'https://vendor.example/history/1764';

const row = (over: Partial<BetRecord> & Pick<BetRecord, 'id' | 'roundId'>): BetRecord => ({
  vassalage: 'PRAGMATIC',
  vendorName: 'Pragmatic Play',
  gameId: 9,
  gameName: 'Sweet Bonanza',
  gameType: 'RNG',
  stake: '1.00',
  win: '2.00',
  profit: '1.00',
  status: 'settled',
  betTime: '2026-11-23T09:15:00.000Z',
  settleTime: '2026-11-23T09:15:00.000Z',
  lottery: null,
  roundDetail: true,
  verify: null,
  ...over,
});

const PAGE: BetRecordPage = {
  content: [
    row({ id: '41', roundId: '1764' }),
    row({ id: '42', roundId: 'SBX-1', vassalage: 'SANDBOX', vendorName: 'Sandbox', roundDetail: false }),
  ],
  pageNo: 1,
  pageSize: 10,
  total: 2,
  totalPages: 1,
  summary: { stake: '2.00', win: '2.00', profit: '0.00' },
  vendors: [{ vassalage: 'PRAGMATIC', name: 'Pragmatic Play' }],
  beginTime: '2026-11-17T00:00:00.000Z',
  endTime: '2026-11-24T00:00:00.000Z',
};

describe('round details of a third-party round', { timeout: 20_000 }, () => {
  it('offers round details only where the vendor has them, and opens the link it gets in a new tab', async () => {
    const user = userEvent.setup();
    let answer: (value: { url: string }) => void = () => {};
    const api = stubApi({
      [RECORD]: PAGE,
      [LINK]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderRecordPage();
    const [pragmatic, sandbox] = (await screen.findAllByTestId('record-row')) as [HTMLElement, HTMLElement];
    expect(within(sandbox).queryByRole('button', { name: 'Round details' })).not.toBeInTheDocument();
    // Nothing is asked of the vendor until the member wants the details.
    expect(callsTo(api, LINK)).toBe(0);

    await user.click(within(pragmatic).getByRole('button', { name: 'Round details' }));
    const busy = within(pragmatic).getByRole('button', { name: 'Getting round details…' });
    expect(busy).toBeDisabled();
    expect(bodyOf(api, LINK)).toEqual({ id: '41' });

    answer({ url: DETAIL_URL });
    const link = await within(pragmatic).findByRole('link', { name: 'Open round details' });
    expect(link).toHaveAttribute('href', DETAIL_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(callsTo(api, LINK)).toBe(1);
  });

  it('says so when the vendor cannot give the details, and lets the member try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      [RECORD]: PAGE,
      [LINK]: () =>
        fail ? failure('VENDOR_UNAVAILABLE', 'Pragmatic Play did not answer', 502) : { url: DETAIL_URL },
    });
    renderRecordPage();
    const [pragmatic] = (await screen.findAllByTestId('record-row')) as [HTMLElement];
    await user.click(within(pragmatic).getByRole('button', { name: 'Round details' }));
    expect(await within(pragmatic).findByRole('alert')).toHaveTextContent(
      "The provider could not show this round's details. Try again later.",
    );
    fail = false;
    await user.click(within(pragmatic).getByRole('button', { name: 'Round details' }));
    expect(await within(pragmatic).findByRole('link', { name: 'Open round details' })).toHaveAttribute(
      'href',
      DETAIL_URL,
    );
    expect(within(pragmatic).queryByRole('alert')).not.toBeInTheDocument();
  });
});
