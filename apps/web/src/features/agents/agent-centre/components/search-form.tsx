import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A report's search: its fields, then the button that applies them together. */
export function SearchForm({
  onApply,
  className,
  buttonClassName,
  children,
}: {
  onApply: () => void;
  className: string;
  buttonClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the site still serves
    <form onSubmit={submit} role="search" className={className}>
      {children}
      <Button type="submit" size="sm" className={buttonClassName}>
        {t('agentCentre.members.apply')}
      </Button>
    </form>
  );
}

/** The username box of a search over the team. */
export function UsernameField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('agentCentre.members.search')} className={className}>
      {(p) => <TextInput {...p} type="search" value={value} onValue={onChange} />}
    </Field>
  );
}
