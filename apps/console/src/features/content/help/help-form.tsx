import { type BoHelpItem, boHelpCreateBodySchema } from '@pf/shared/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { contentKeys, helpCall } from '../content-calls';
import { fieldErrors } from '../content-fields';
import { ContentModal } from '../content-modal';
import { RichTextEditor } from './rich-text-editor';

/** Adds a help article in the list's language, or changes one; the server cleans its HTML. */
export function HelpForm(props: {
  language: string;
  item: BoHelpItem | null;
  onDone: (title: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  const queries = useQueryClient();
  const [v, setV] = useState({
    anchor: props.item?.anchor ?? '',
    title: props.item?.title ?? '',
    content: props.item?.content ?? '',
    sort: String(props.item?.sort ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: async (body: z.output<typeof boHelpCreateBodySchema>) => {
      if (!props.item) return helpCall('help.boCreate', { body });
      const { merchantCode: _m, language: _l, ...change } = body;
      return helpCall('help.boUpdate', { params: { id: props.item.id }, body: change });
    },
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: contentKeys.all });
      props.onDone(saved.title);
    },
  });
  const submit = () => {
    const parsed = boHelpCreateBodySchema.safeParse({ ...v, language: props.language, sort: Number(v.sort) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data);
  };
  const label = props.item ? t('contentOps.help.edit') : t('contentOps.help.new');
  return (
    <ContentModal label={label} wide onClose={props.onClose}>
      <form
        aria-label={label}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('contentOps.title')}
            value={v.title}
            error={errors.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label={t('contentOps.help.anchor')}
            value={v.anchor}
            error={errors.anchor}
            onChange={(e) => set({ anchor: e.target.value })}
          />
          <TextField
            label={t('contentOps.sort')}
            type="number"
            min={0}
            value={v.sort}
            error={errors.sort}
            onChange={(e) => set({ sort: e.target.value })}
          />
        </div>
        <RichTextEditor
          label={t('contentOps.help.body')}
          value={v.content}
          error={errors.content}
          onChange={(content) => set({ content })}
        />
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
