import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { contentKeys } from '../content-calls';
import { SelectField } from '../content-fields';
import { ContentModal } from '../content-modal';
import type { LinkEntry, LinkList } from './link-lists';

/** Adds an entry of a type the list has not got yet, or changes one; the server checks the address. */
export function LinkForm(props: {
  list: LinkList;
  entry: LinkEntry | null;
  free: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  const queries = useQueryClient();
  const [v, setV] = useState<LinkEntry>(
    props.entry ?? { type: props.free[0] ?? '', url: '', label: '', qr: '' },
  );
  const set = (patch: Partial<LinkEntry>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: () => props.list.save(v, props.entry === null),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: contentKeys.links(props.list.key) });
      props.onClose();
    },
  });
  const list = { list: t(`contentOps.links.lists.${props.list.key}`) };
  const label = props.entry ? t('contentOps.links.edit', list) : t('contentOps.links.add', list);
  return (
    <ContentModal label={label} onClose={props.onClose}>
      <form
        aria-label={label}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <SelectField
          label={t('contentOps.links.type')}
          value={v.type}
          options={props.entry ? [v.type] : props.free}
          text={(x) => x}
          disabled={props.entry !== null}
          onChange={(type) => set({ type })}
        />
        <TextField
          label={t('contentOps.links.url')}
          value={v.url}
          onChange={(e) => set({ url: e.target.value })}
        />
        {props.list.hasLabel ? (
          <TextField
            label={t('contentOps.links.label')}
            value={v.label}
            onChange={(e) => set({ label: e.target.value })}
          />
        ) : null}
        {props.list.key === 'downloads' ? (
          <TextField
            label={t('contentOps.links.qrUrl')}
            value={v.qr ?? ''}
            onChange={(e) => set({ qr: e.target.value })}
          />
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-sm text-danger">
            {text(save.error)}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('contentOps.save')}
          </Button>
          <Button variant="ghost" onClick={props.onClose}>
            {t('contentOps.cancel')}
          </Button>
        </div>
      </form>
    </ContentModal>
  );
}
