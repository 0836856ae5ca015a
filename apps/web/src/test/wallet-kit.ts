import type { Permission } from '@pf/shared';
import { screen } from '@testing-library/react';
import { useMemberCentreStore } from '@/lib/member-centre-store';
import type { stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { closeMemberCentre, signInUplineMember } from '@/test/signed-in';

/** A member-centre page arrives as its own chunk; the first load in a test run can take a while. */
export const LAZY = { timeout: 5000 };

export const BALANCE = {
  currency: 'VND',
  sumBalance: '1234567.50',
  cash: '1234567.50',
  bonus: '0.00',
  locked: '0.00',
};

/** A payment method of a provider's page, as GET /wps/cashier/deposit/methods lists it. */
export const BANK_METHOD = {
  id: '1',
  code: 'BANK',
  name: 'Online banking',
  provider: 'sandbox',
  minAmount: '100.00',
  maxAmount: '50000.00',
};

/** The VietQR deposit method: a transfer to the brand's account by scanning its QR code. */
export const VIETQR_METHOD = {
  id: '4',
  code: 'VIETQR',
  name: 'Bank transfer (VietQR)',
  provider: 'vietqr',
  minAmount: '10000.00',
  maxAmount: '500000000.00',
};

/** GET /wps/cashier/withdraw/limits for a member who has set a payment password. */
export const WITHDRAW_LIMITS = {
  minAmount: '100.00',
  maxAmount: '1000000.00',
  available: '1234567.50',
  confirmMinutes: 30,
  paymentPasswordSet: true,
};

/** A saved withdrawal account of the member, as GET /wps/cashier/bankAccounts lists it. */
export const SAVED_ACCOUNT = {
  id: '11',
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumber: '0071000123456',
  holderName: 'NGUYEN VAN AN',
  status: 'verified',
  createdAt: '2026-03-20T09:00:00.000Z',
};

/** The member's saved accounts (one unless given), the most they may keep and their real name. */
export const bankAccounts = (
  list: unknown[] = [SAVED_ACCOUNT],
  realName: string | null = 'NGUYEN VAN AN',
) => ({
  list,
  max: 5,
  realName,
});

/** A withdrawal as the API answers it, to the saved account unless overridden. */
export const withdrawal = (over: Record<string, unknown> = {}) => ({
  orderNo: 'W1',
  amount: '200.00',
  currency: 'VND',
  status: 'pending',
  bankAccount: {
    id: SAVED_ACCOUNT.id,
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    accountNumber: SAVED_ACCOUNT.accountNumber,
    holderName: SAVED_ACCOUNT.holderName,
  },
  newAccount: false,
  createdAt: '2026-03-25T09:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
  paidAt: null,
  confirmBy: null,
  confirmation: null,
  paidAmount: null,
  confirmedAt: null,
  ...over,
});

/**
 * A VND deposit order as GET /wps/cashier/deposit/:orderNo answers it: its transfer instructions
 * only while it is pending, and its time to pay from now.
 */
export const depositOrder = <Instructions extends object>(order: {
  orderNo: string;
  amount: string;
  status: string;
  instructions: Instructions;
  minutesToPay: number;
}) => ({
  orderNo: order.orderNo,
  amount: order.amount,
  currency: 'VND',
  status: order.status,
  payUrl: null,
  instructions: order.status === 'pending' ? order.instructions : null,
  expiresAt: new Date(Date.now() + order.minutesToPay * 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  paidAt: order.status === 'paid' ? new Date().toISOString() : null,
});

type Routes = Parameters<typeof stubApi>[0];

/** A signed-in real member whose header and member info answer; pages add their own calls. */
export function signedInWallet(extra: Routes = {}) {
  return signInUplineMember(
    {
      '/wps/bonus/details': { list: [], pageNo: 1, totalPages: 0, total: 0, activeAmount: '0.00' },
      ...extra,
    },
    BALANCE,
  );
}

/** Renders the site at `path` (a page of no interest) with the member signed in. */
export async function renderSignedIn(path = '/hot', permission = makePermission()) {
  const view = renderRoute(path, permission);
  await screen.findByTestId('header-member-bar', {}, LAZY);
  return view;
}

export async function openCentre(
  page: Parameters<ReturnType<typeof useMemberCentreStore.getState>['open']>[0],
) {
  useMemberCentreStore.getState().open(page);
  return screen.findByTestId('member-centre-dialog');
}

/** Renders the site with the member signed in and opens the member centre at `page`. */
export async function openWalletPage(
  page: Parameters<typeof openCentre>[0],
  permission: Permission = makePermission(),
) {
  await renderSignedIn('/hot', permission);
  return openCentre(page);
}

export const resetCentre = closeMemberCentre;
