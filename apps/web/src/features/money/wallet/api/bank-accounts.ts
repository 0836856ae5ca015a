import type { ContractBody, ContractResponse } from '@pf/shared';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BankAccountList = ContractResponse<Calls['money.bankAccounts']>;
export type BankAccount = BankAccountList['list'][number];
export type AddBankAccountRequest = ContractBody<Calls['money.addBankAccount']>;

export const bankAccountsQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.bankAccounts(token), (signal) =>
    callApi('money.bankAccounts', { signal }),
  );

export const addBankAccount = (body: AddBankAccountRequest) => callApi('money.addBankAccount', { body });

export const removeBankAccount = (id: string) => callApi('money.removeBankAccount', { params: { id } });
