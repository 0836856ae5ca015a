import type { BrandSetup, BrandSummary } from '@pf/shared/contracts/brand';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { brandCall, brandKeys } from './brand-calls';
import { BrandForm } from './brand-form';
import { formValues, newBrandValues } from './brand-form-values';

const getBrand = (code: string) => ({
  queryKey: brandKeys.one(code),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    brandCall('brands.get', { params: { merchantCode: code }, signal }),
});

interface EditorProps {
  uploadImage: (dataUrl: string) => Promise<string>;
  onSaved: (brand: BrandSetup) => void;
  onCancel: () => void;
}

/** An existing brand's form, once its set-up is read. */
export function EditBrand({ code, ...props }: EditorProps & { code: string }) {
  const brand = useQuery(getBrand(code));
  if (brand.isPending) return <LoadingState />;
  if (brand.isError) return <ErrorState error={brand.error} onRetry={() => brand.refetch()} />;
  return <BrandForm key={code} creating={false} values={formValues(brand.data)} {...props} />;
}

/** A new brand's form, starting from the default brand's registration form, languages and modules. */
export function NewBrand({ brands, ...props }: EditorProps & { brands: BrandSummary[] }) {
  const template = brands.find((b) => b.isDefault)?.merchantCode ?? '';
  const base = useQuery({ ...getBrand(template), enabled: template !== '' });
  if (template !== '' && base.isPending) return <LoadingState />;
  return <BrandForm key="new" creating values={newBrandValues(base.data ?? null)} {...props} />;
}
