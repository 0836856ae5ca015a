import type { ContractBody, ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BankAccountList = ContractResponse<Calls['money.bankAccounts']>;
export type BankAccount = BankAccountList['list'][number];
export type AddBankAccountRequest = ContractBody<Calls['money.addBankAccount']>;

export const bankAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.bankAccounts(token),
    queryFn: ({ signal }) => callApi('money.bankAccounts', { signal }),
    enabled: token !== null,
  });

export const addBankAccount = (body: AddBankAccountRequest) => callApi('money.addBankAccount', { body });

export const removeBankAccount = (id: string) => callApi('money.removeBankAccount', { params: { id } });
