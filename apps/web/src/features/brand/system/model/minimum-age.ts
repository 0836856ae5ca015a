import { minimumAge } from '@pf/shared';
import { useLoadedPermission } from '../api/permission';

/**
 * The age the brand's players must have reached (§1: 21 for the regional variant, 18 otherwise):
 * the one figure the registration and KYC forms, the disclaimer and the footer all name.
 */
export function useMinimumAge(): number {
  const { whitelabel } = useLoadedPermission();
  return minimumAge(whitelabel.brandSettings.regionalVariant);
}
