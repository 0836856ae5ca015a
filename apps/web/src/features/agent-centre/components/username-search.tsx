import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';

/** One member of the team by username; empty for the whole team. */
export function UsernameSearch({ onApply }: { onApply: (username: string | undefined) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(username.trim() || undefined);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the site still serves
    <form onSubmit={submit} role="search" className="flex items-end gap-2">
      <Field label={t('agentCentre.members.search')} className="flex-1">
        {(p) => (
          <input
            {...p}
            type="search"
            className={inputClass}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm">
        {t('agentCentre.members.apply')}
      </Button>
    </form>
  );
}
