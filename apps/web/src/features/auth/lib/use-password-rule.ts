import { useLoadedPermission } from '@/features/system';
import { DEFAULT_PASSWORD_RULE, type FieldRule } from '@/lib/validation/field-rule';

/** The merchant's password rule (its registration config), used wherever a new password is set. */
export function usePasswordRule(): FieldRule {
  const { register } = useLoadedPermission();
  return register.fields.password ?? DEFAULT_PASSWORD_RULE;
}

/** The username rule, or 'anything of 1 to 64 characters' when the merchant sets none. */
export function useUsernameRule(): FieldRule {
  const { register } = useLoadedPermission();
  return register.fields.username ?? { pattern: '*', min: 1, max: 64 };
}
