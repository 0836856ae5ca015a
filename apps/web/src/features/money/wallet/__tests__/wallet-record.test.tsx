import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '@/test/fetch-stub';
import { LAZY, openWalletPage, resetCentre, signedInWallet } from '@/test/wallet-kit';

afterEach(resetCentre);

const row = (id: number, type: string, amount: string) => ({
  id: String(id),
  type,
  kind: type,
  wallet: 'MAIN',
  amount,
  reference: `REF-${id}`,
  createdAt: '2026-03-25T09:00:00.000Z',
});

/** A row's label as the API sends it: only what `over` names is known. */
const label = (over: Record<string, string | null>) => ({
  game: null,
  vendor: null,
  draw: null,
  round: null,
  order: null,
  fromWallet: null,
  toWallet: null,
  ...over,
});

/** Opens the account record in the member centre and waits for its list. */
async function openRecordList() {
  const panel = await openWalletPage('transactionHistory');
  return { panel, list: await within(panel).findByTestId('transaction-list', {}, LAZY) };
}

describe('account record', { timeout: 20_000 }, () => {
  it('asks for today first, then the chosen period, type and page, with amounts signed and formatted', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    signedInWallet({
      '/wps/cashier/transactions': (url: URL) => {
        const p = url.searchParams;
        asked.push(`${p.get('period')} ${p.get('type') ?? '*'} ${p.get('pageNo')}`);
        if (p.get('type') === 'withdraw') {
          return { list: [row(9, 'withdraw', '-200.00')], pageNo: 1, totalPages: 1, total: 1 };
        }
        const pageNo = Number(p.get('pageNo'));
        return pageNo === 1
          ? {
              list: [row(2, 'deposit', '1234567.5'), row(1, 'bet', '-20.00')],
              pageNo,
              totalPages: 2,
              total: 12,
            }
          : { list: [row(3, 'win', '350.00')], pageNo, totalPages: 2, total: 12 };
      },
    });
    const { panel, list } = await openRecordList();
    const amounts = () =>
      within(panel)
        .getAllByTestId('transaction-amount')
        .map((el) => el.textContent);
    expect(amounts()).toEqual(['+1,234,567.50', '-20.00']);
    expect(list.querySelector('[data-type="deposit"]')).not.toBeNull();
    expect(asked).toEqual(['D * 1']);

    await user.click(within(panel).getByTestId('pager-next'));
    await waitFor(() => expect(amounts()).toEqual(['+350.00']));
    expect(within(panel).getByTestId('pager-status')).toHaveTextContent('Page 2 of 2');

    // A new period starts again from page 1.
    await user.click(within(panel).getByTestId('period-W'));
    await waitFor(() => expect(asked.at(-1)).toBe('W * 1'));
    await user.click(within(panel).getByTestId('period-M'));
    await waitFor(() => expect(asked.at(-1)).toBe('M * 1'));
    await user.selectOptions(within(panel).getByTestId('history-type'), 'withdraw');
    await waitFor(() => expect(amounts()).toEqual(['-200.00']));
    expect(asked.at(-1)).toBe('M withdraw 1');
    expect(within(panel).queryByTestId('pager')).not.toBeInTheDocument();
    expect(asked).toContain('D * 2');
  });

  it('says what each movement was about, in words, never the internal reference', async () => {
    let asked: URLSearchParams | undefined;
    signedInWallet({
      '/wps/cashier/transactions': (url: URL) => {
        asked = url.searchParams;
        return {
          list: [
            {
              ...row(1, 'bet', '-10.00'),
              reference: 'lottery-draw:1',
              label: label({
                source: 'lottery',
                game: 'Keno',
                vendor: 'Lotus E-Lottery',
                draw: '20260301-0012',
              }),
            },
            {
              ...row(2, 'win', '19.80'),
              reference: 'inhouse:mines:5f1c0d2e-uuid',
              label: label({ source: 'inhouse', game: 'Mines', vendor: 'BGS Originals', round: '42' }),
            },
            {
              ...row(3, 'bet', '-5.00'),
              reference: 'seamless:SANDBOX:sbx-77',
              label: label({
                source: 'seamless',
                game: 'Coin Flip',
                vendor: 'Sandbox Studio',
                round: 'sbx-77',
              }),
            },
            {
              ...row(4, 'transfer', '-50.00'),
              reference: 'MAIN>SANDBOX',
              label: label({ source: 'transfer', fromWallet: 'MAIN', toWallet: 'SANDBOX' }),
            },
          ],
          pageNo: 1,
          totalPages: 1,
          total: 4,
        };
      },
    });
    const { list } = await openRecordList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByTestId('transaction-label').textContent)).toEqual([
      'Keno · Lotus E-Lottery · Draw 20260301-0012',
      'Mines · BGS Originals · Round 42',
      'Coin Flip · Sandbox Studio · Round sbx-77',
      'Main wallet → SANDBOX',
    ]);
    expect(list).not.toHaveTextContent(/lottery-draw:|inhouse:|seamless:/);
    expect(asked?.get('language')).toBe('EN');
  });

  it('names an opening balance as one, not as a deposit', async () => {
    signedInWallet({
      '/wps/cashier/transactions': () => ({
        list: [
          {
            ...row(1, 'other', '5000000.00'),
            kind: 'opening_balance',
            reference: 'demo-seed',
            label: label({ source: 'opening' }),
          },
        ],
        pageNo: 1,
        totalPages: 1,
        total: 1,
      }),
    });
    const { list } = await openRecordList();
    const [opening] = within(list).getAllByRole('listitem');
    expect(within(opening as HTMLElement).getByTestId('transaction-label')).toHaveTextContent(
      'Opening balance',
    );
    expect(opening).toHaveTextContent('Other');
    expect(list).not.toHaveTextContent(/demo-seed|Deposit/);
  });

  it('shows the designed empty state, and a failure with a retry that works', async () => {
    const user = userEvent.setup();
    let fail = true;
    signedInWallet({
      '/wps/cashier/transactions': () =>
        fail
          ? failure('SERVER_ERROR', 'Network link is abnormal, please try again', 500)
          : { list: [], pageNo: 1, totalPages: 0, total: 0 },
    });
    const panel = await openWalletPage('transactionHistory');
    const error = await within(panel).findByTestId('wallet-error', {}, { timeout: 8000 });
    fail = false;
    await user.click(within(error).getByTestId('wallet-retry'));
    expect(await within(panel).findByText('No records in this period')).toBeInTheDocument();
    expect(within(panel).queryByTestId('transaction-list')).not.toBeInTheDocument();
  });
});
