import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AuditEntry } from './audit-query';
import { jsonText } from './json-text';

function Side({ title, value, empty }: { title: string; value: unknown; empty: string }) {
  return (
    <section className="min-w-0 flex-1">
      <h3 className="mb-1 text-sm font-medium text-muted">{title}</h3>
      <pre className="max-h-80 overflow-auto rounded-md bg-bg p-3 font-mono text-xs">
        {jsonText(value) ?? empty}
      </pre>
    </section>
  );
}

/** One entry's before and after, side by side (stacked on a narrow screen). */
export function AuditDetail({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const empty = t('audit.nothing');
  return (
    <section
      aria-label={t('audit.detail', { id: entry.id })}
      className="mt-4 rounded-lg border border-line bg-surface p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">
          {t('audit.detail', { id: entry.id })}: {entry.action}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('audit.close')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 md:flex-row">
        <Side title={t('audit.columns.before')} value={entry.before} empty={empty} />
        <Side title={t('audit.columns.after')} value={entry.after} empty={empty} />
      </div>
    </section>
  );
}
