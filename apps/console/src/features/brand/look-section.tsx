import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BrandFormValues } from './brand-form-values';
import { FormSection } from './form-controls';
import { LogoField } from './logo-field';

/** One of the two accents: a colour, or the built-in palette when none is chosen. */
function ColourField(props: {
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="color"
          value={props.value ?? '#4f8cff'}
          onChange={(e) => props.onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded border border-line bg-bg"
        />
        {props.label}
      </label>
      <span className="font-mono text-xs text-muted">{props.value ?? t('brands.form.builtIn')}</span>
      {props.value ? (
        <Button variant="ghost" onClick={() => props.onChange(undefined)}>
          {t('brands.form.resetColour')}
        </Button>
      ) : null}
    </div>
  );
}

/** The accents the player site draws with, and the logo. */
export function LookSection(props: {
  form: UseFormReturn<BrandFormValues>;
  uploadImage: (dataUrl: string) => Promise<string>;
}) {
  const { t } = useTranslation();
  const { control } = props.form;
  return (
    <FormSection title={t('brands.form.look')}>
      <div className="flex flex-wrap gap-6">
        {(['accent', 'accent2'] as const).map((key) => (
          <Controller
            key={key}
            control={control}
            name={`theme.${key}`}
            render={({ field }) => (
              <ColourField label={t(`brands.form.${key}`)} value={field.value} onChange={field.onChange} />
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="logoUrl"
        render={({ field, fieldState }) => (
          <LogoField
            value={field.value}
            onChange={field.onChange}
            upload={props.uploadImage}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  );
}
