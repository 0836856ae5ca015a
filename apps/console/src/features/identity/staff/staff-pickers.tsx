import { STAFF_ROLES } from '@pf/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from './checkbox-group';
import { useSignedIn } from './signed-in';

/** The seven roles as checkboxes, by their names in the console's language. */
export function RolesPicker(props: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup
      legend={t('staff.create.roles')}
      options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/**
 * The brands an operator works on, among the signed-in admin's own; a platform admin may also
 * make them an operator of every brand (null), which greys the list out.
 */
export function BrandsPicker(props: {
  value: readonly number[] | null;
  onChange: (brands: number[] | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const staff = useSignedIn();
  const every = props.value === null;
  return (
    <div className="flex flex-col gap-2">
      {staff.allBrands ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="accent-accent"
            checked={every}
            onChange={(event) => props.onChange(event.target.checked ? null : [])}
          />
          {t('staff.create.everyBrand')}
        </label>
      ) : null}
      <CheckboxGroup
        legend={t('staff.create.brands')}
        options={staff.brands.map((b) => ({ value: String(b.id), label: b.name }))}
        value={(props.value ?? []).map(String)}
        disabled={every}
        onChange={(ids) => props.onChange(ids.map(Number))}
        error={props.error}
      />
    </div>
  );
}

/** An operator's brands by name ("all brands" for a platform operator); an unknown id as #id. */
export function useBrandNames(): (brands: readonly number[] | null) => string {
  const { t } = useTranslation();
  const staff = useSignedIn();
  const names = new Map(staff.brands.map((b) => [b.id, b.name]));
  return (brands) =>
    brands === null ? t('staff.allBrands') : brands.map((id) => names.get(id) ?? `#${id}`).join(', ');
}
