import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** The brand's domains, one field each; the first is its primary one. */
export function DomainsEditor(props: {
  value: string[];
  onChange: (value: string[]) => void;
  errors: (string | undefined)[];
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const set = (i: number, text: string) => props.onChange(props.value.map((d, j) => (j === i ? text : d)));
  return (
    <div className="flex flex-col gap-2">
      {props.value.map((domain, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's positions
        <div key={i} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={i === 0 ? t('brands.form.primaryDomain') : t('brands.form.domainN', { n: i + 1 })}
            value={domain}
            placeholder="play.example.com"
            onChange={(e) => set(i, e.target.value)}
            error={props.errors[i]}
          />
          <Button
            variant="ghost"
            aria-label={t('brands.form.removeDomain', { domain: domain || i + 1 })}
            disabled={props.value.length === 1}
            onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </div>
      ))}
      {props.error ? (
        <p role="alert" className="text-xs text-danger">
          {props.error}
        </p>
      ) : null}
      <Button variant="ghost" className="self-start" onClick={() => props.onChange([...props.value, ''])}>
        {t('brands.form.addDomain')}
      </Button>
    </div>
  );
}
