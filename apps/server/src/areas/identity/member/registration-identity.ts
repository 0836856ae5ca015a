import type { RegisterInput } from '@pf/shared';
import type { RegistrationIdentity } from '../kyc/kyc.service.ts';

/** Registration fields (§3 Registration user) under the names of §3 KYC personal info. */
const TEXT_FIELDS = [
  ['payeeName', 'payeename'],
  ['idNumber', 'idNumber'],
  ['birthday', 'birthday'],
  ['placeOfBirth', 'placeOfBirth'],
  ['address', 'address'],
  ['permanentAddress', 'permanentAddress'],
  ['nationality', 'nationality'],
] as const;
const NUMBER_FIELDS = ['occupation', 'sourceOfIncome'] as const;

/**
 * The identity a member gave on both registration steps, for the KYC record staff review: only
 * fields the brand's form shows, numbers (occupation, source of income) as numbers. Null when the
 * member gave none.
 */
export function registrationIdentity(
  input: RegisterInput,
  shown: (field: string) => boolean,
): RegistrationIdentity | null {
  const identity: RegistrationIdentity = {};
  for (const [from, to] of TEXT_FIELDS) {
    const value = input[from];
    if (value && shown(from)) identity[to] = value;
  }
  for (const f of NUMBER_FIELDS) {
    const value = input[f];
    if (value && shown(f)) identity[f] = /^\d+$/.test(value) ? Number(value) : value;
  }
  if (input.employerName) identity.employerName = input.employerName;
  if (Object.keys(identity).length === 0 && input.idType === undefined) return null;
  if (input.idType !== undefined) identity.idType = input.idType;
  return identity;
}
