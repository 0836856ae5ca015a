import { CURRENCY_DEFAULTS, moneyToWire } from '@pf/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makePermission } from '@/test/fixtures';
import {
  bankAccounts,
  LAZY,
  openWalletPage,
  resetCentre,
  signedInWallet,
  WITHDRAW_LIMITS,
} from '@/test/wallet-kit';

afterEach(resetCentre);

const BANK = {
  id: '1',
  code: 'BANK',
  name: 'Online banking',
  provider: 'sandbox',
  minAmount: '50000.00',
  maxAmount: '2000000.00',
};

/** A VND brand whose staff set their own deposit quick picks over the currency's. */
function vndBrand(depositPicks?: string[]) {
  const money = moneyToWire(CURRENCY_DEFAULTS.VND);
  if (depositPicks) money.deposit.quickPicks = depositPicks;
  return makePermission({ whitelabel: { currency: 'VND', money } });
}

const picks = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe("quick amounts sized for the brand's currency", { timeout: 30_000 }, () => {
  it("offers the currency's deposit picks within the method's limits and fills one in", async () => {
    const user = userEvent.setup();
    signedInWallet({ '/wps/cashier/deposit/methods': [BANK] });
    const panel = await openWalletPage('depositv2', vndBrand());
    const group = await within(panel).findByRole('group', { name: 'Quick amounts' }, LAZY);
    // 5,000,000 is above this method's maximum, so it is not offered.
    expect(picks(group)).toEqual(['100,000.00', '200,000.00', '500,000.00', '1,000,000.00']);
    await user.click(within(group).getByRole('button', { name: '500,000.00' }));
    expect(within(panel).getByTestId('deposit-amount')).toHaveValue('500000.00');
  });

  it("shows the picks the brand set instead of its currency's", async () => {
    signedInWallet({ '/wps/cashier/deposit/methods': [BANK] });
    const panel = await openWalletPage('depositv2', vndBrand(['150000.00', '300000.00']));
    const group = await within(panel).findByRole('group', { name: 'Quick amounts' }, LAZY);
    expect(picks(group)).toEqual(['150,000.00', '300,000.00']);
  });

  it('offers USD picks on a USD brand', async () => {
    signedInWallet({
      '/wps/cashier/deposit/methods': [{ ...BANK, minAmount: '10.00', maxAmount: '10000.00' }],
    });
    const panel = await openWalletPage('depositv2');
    const group = await within(panel).findByRole('group', { name: 'Quick amounts' }, LAZY);
    expect(picks(group)).toEqual(['10.00', '20.00', '50.00', '100.00', '500.00']);
  });

  it('offers withdrawal picks only up to the cash that can leave', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/withdraw/limits': { ...WITHDRAW_LIMITS, minAmount: '100000.00', available: '1234567.50' },
      '/wps/cashier/withdrawals': { list: [], pageNo: 1, totalPages: 0, total: 0 },
      '/wps/cashier/bankAccounts': bankAccounts(),
    });
    const panel = await openWalletPage('withdraw', vndBrand());
    const form = await within(panel).findByTestId('withdraw-form', {}, LAZY);
    const group = within(form).getByRole('group', { name: 'Quick amounts' });
    expect(picks(group)).toEqual(['200,000.00', '500,000.00', '1,000,000.00']);
    await user.click(within(group).getByRole('button', { name: '1,000,000.00' }));
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('1000000.00');
  });
});
