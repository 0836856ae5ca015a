import { zodResolver } from '@hookform/resolvers/zod';
import { type BrandSetup, brandCreateSchema, brandUpdateSchema } from '@pf/shared/contracts/brand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { AccessSections } from './access-sections';
import { brandCall, brandKeys } from './brand-calls';
import { type BrandFormValues, serverFieldError } from './brand-form-values';
import { GeneralSection } from './general-section';
import { LookSection } from './look-section';
import { ModulesSection, RegisterSection } from './rules-sections';

type Form = ReturnType<typeof useForm<BrandFormValues>>;

/** Puts a refused save's reason at the field it is about; anything else goes to the form's top. */
function showServerError(form: Form, error: unknown, errorText: (e: unknown) => string, i18n: I18n) {
  const code = error instanceof ApiError ? error.code : '';
  const text = (e: unknown) =>
    i18n.exists(`brands.errors.${code}`) ? i18n.t(`brands.errors.${code}`) : errorText(e);
  if (code === 'DOMAIN_TAKEN') return form.setError('domains', { message: text(error) });
  if (code === 'BRAND_CODE_TAKEN') return form.setError('merchantCode', { message: text(error) });
  const field = code === 'VALIDATION' && error instanceof Error ? serverFieldError(error.message) : null;
  if (field) return form.setError(field.path as keyof BrandFormValues, { message: field.text });
  form.setError('root.server', { message: text(error) });
}

/**
 * A brand's whole set-up in one form, checked by the same schema the server checks. Creating
 * also sets the code and currency; editing leaves them as created.
 */
export function BrandForm(props: {
  creating: boolean;
  values: BrandFormValues;
  uploadImage: (dataUrl: string) => Promise<string>;
  onSaved: (brand: BrandSetup) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useErrorText();
  const may = useMay('brands.write');
  const client = useQueryClient();
  const schema = props.creating ? brandCreateSchema : brandUpdateSchema;
  const form = useForm<BrandFormValues>({
    defaultValues: props.values,
    resolver: zodResolver(schema) as unknown as Resolver<BrandFormValues>,
  });
  const save = useMutation({
    mutationFn: (values: BrandFormValues) =>
      props.creating
        ? brandCall('brands.create', { body: brandCreateSchema.parse(values) })
        : brandCall('brands.update', {
            params: { merchantCode: props.values.merchantCode },
            body: brandUpdateSchema.parse(values),
          }),
    onSuccess: (brand) => {
      client.setQueryData(brandKeys.one(brand.merchantCode), brand);
      void client.invalidateQueries({ queryKey: brandKeys.list });
      props.onSaved(brand);
    },
    onError: (error) => showServerError(form, error, text, i18n),
  });
  const rootError = form.formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      aria-label={props.creating ? t('brands.new') : t('brands.editing', { name: props.values.name })}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex flex-col gap-4"
    >
      <GeneralSection form={form} creating={props.creating} />
      <LookSection form={form} uploadImage={props.uploadImage} />
      <RegisterSection form={form} />
      <ModulesSection form={form} />
      <AccessSections form={form} />
      {rootError ? (
        <p role="alert" className="rounded-md border border-danger/40 px-3 py-2 text-sm text-danger">
          {rootError}
        </p>
      ) : null}
      <div className="sticky bottom-0 flex gap-2 border-t border-line bg-bg py-3">
        <Button type="submit" disabled={!may || save.isPending}>
          {save.isPending ? t('brands.saving') : props.creating ? t('brands.create') : t('brands.save')}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {t('brands.cancel')}
        </Button>
      </div>
    </form>
  );
}
