import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffAccessCall } from '@/features/identity/staff-calls';
import { type StaffMe, useStaff } from '../staff-context';

const ALL = 'all';

/** The name of the brand the session works on, or "all brands" for a platform operator on none. */
export function useBrandLabel(staff: StaffMe): string {
  const { t } = useTranslation();
  if (staff.merchantId === null) return t('header.allBrands');
  const brand = (staff.brands ?? []).find((b) => b.id === staff.merchantId);
  return brand?.name ?? t('header.brand', { id: staff.merchantId });
}

/**
 * Switches the brand the session works on, among the operator's own (and every brand, for a
 * platform operator). Every screen's data is the brand's, so all of it is read again.
 */
export function BrandSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const staff = useStaff();
  const client = useQueryClient();
  const brands = staff.brands ?? [];
  const switchTo = useMutation({
    mutationFn: (merchantId: number | null) => staffAccessCall('staff.switchBrand', { body: { merchantId } }),
    onSuccess: () => client.invalidateQueries(),
  });
  if (brands.length + (staff.allBrands ? 1 : 0) < 2) return null;
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('header.switchBrand')}
      </label>
      <select
        id={id}
        value={staff.merchantId === null ? ALL : String(staff.merchantId)}
        disabled={switchTo.isPending}
        onChange={(event) => switchTo.mutate(event.target.value === ALL ? null : Number(event.target.value))}
        className="h-9 max-w-36 rounded-md border border-line bg-surface px-2 text-sm lg:max-w-44"
      >
        {staff.allBrands ? <option value={ALL}>{t('header.allBrands')}</option> : null}
        {brands.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {b.name}
          </option>
        ))}
      </select>
    </span>
  );
}
