import { MIN_AGE_DEFAULT, MIN_AGE_REGIONAL } from './constants.ts';

/**
 * §1 and §5 Age: 21 for the regional variant (the Philippines), 18 for every other brand. The one
 * source of the age the site names anywhere: registration, the KYC form, the disclaimer, the footer.
 */
export function minimumAge(regionalVariant: boolean | undefined): number {
  return regionalVariant === true ? MIN_AGE_REGIONAL : MIN_AGE_DEFAULT;
}
