import type { ContractBody, ContractResponse, Contracts } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export type BankAccountList = ContractResponse<Contracts['money.bankAccounts']>;
export type BankAccount = BankAccountList['list'][number];
export type AddBankAccountRequest = ContractBody<Contracts['money.addBankAccount']>;

export const bankAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.money.bankAccounts(token),
    queryFn: ({ signal }) => callApi('money.bankAccounts', { signal }),
    enabled: token !== null,
  });

export const addBankAccount = (body: AddBankAccountRequest) => callApi('money.addBankAccount', { body });

export const removeBankAccount = (id: string) => callApi('money.removeBankAccount', { params: { id } });
