import { DEFAULT_FIELD_RULES, type FieldRule, passwordRule } from '@pf/shared';
import { useLoadedPermission } from '@/features/brand/system';

/** The merchant's password rule (its registration config), used wherever a new password is set. */
export function usePasswordRule(): FieldRule {
  const { register } = useLoadedPermission();
  return passwordRule(register);
}

/** The merchant's username rule, or the shared default the server applies too. */
export function useUsernameRule(): FieldRule {
  const { register } = useLoadedPermission();
  return register.fields.username ?? DEFAULT_FIELD_RULES.username ?? { pattern: '*', min: 1, max: 64 };
}
