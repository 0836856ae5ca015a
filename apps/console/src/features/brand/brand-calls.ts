import { type brandsContracts, brandsEndpoints } from '@pf/shared/contracts/brand';
import { contractCalls } from '@/lib/contract-call';

/** The brand set-up's back-office calls (list, read, create, replace), typed from their contracts. */
export const brandCall = contractCalls<typeof brandsContracts>(brandsEndpoints);

/** The query keys of the brands' screens. */
export const brandKeys = {
  list: ['brand', 'brands'] as const,
  one: (code: string) => ['brand', 'brands', code] as const,
};
