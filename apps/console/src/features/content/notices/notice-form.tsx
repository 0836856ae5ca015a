import { noticeCreateSchema, POPUP_AUDIENCES, type staffNoticeSchema } from '@pf/shared/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { contentCall, contentKeys } from '../content-calls';
import { AreaField, CheckField, fieldErrors, SelectField } from '../content-fields';
import { ContentModal } from '../content-modal';

export type StaffNotice = z.output<typeof staffNoticeSchema>;
export type NoticeKind = 'notice' | 'popup';
type Audience = (typeof POPUP_AUDIENCES)[number];

/** An ISO time as the value of a local date-time input, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : undefined);

const valuesOf = (n: StaffNotice | null) => ({
  audience: (n?.audience ?? 'all') as Audience,
  title: n?.title ?? '',
  content: n?.content ?? '',
  sort: String(n?.sort ?? 0),
  active: n?.active ?? true,
  publishedAt: toLocal(n?.publishedAt ?? new Date().toISOString()),
  endsAt: toLocal(n?.endsAt ?? null),
});

/** The form's values as the create call's body, before the contract's check. */
const bodyOf = (kind: NoticeKind, language: string, v: ReturnType<typeof valuesOf>) => ({
  kind,
  language,
  audience: kind === 'popup' ? v.audience : 'all',
  title: v.title,
  content: v.content,
  sort: Number(v.sort),
  active: v.active,
  publishedAt: fromLocal(v.publishedAt),
  endsAt: fromLocal(v.endsAt) ?? null,
});

/** Adds a notice (the home list and ticker) or a publicity popup, or changes one; with its schedule. */
export function NoticeForm(props: {
  kind: NoticeKind;
  language: string;
  notice: StaffNotice | null;
  onDone: (title: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  const queries = useQueryClient();
  const [v, setV] = useState(() => valuesOf(props.notice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: async (body: z.output<typeof noticeCreateSchema>) => {
      if (!props.notice) return contentCall('content.createNotice', { body });
      const { merchantId: _m, language: _l, kind: _k, ...change } = body;
      return contentCall('content.updateNotice', { params: { id: props.notice.id }, body: change });
    },
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: contentKeys.all });
      props.onDone(saved.title);
    },
  });
  const submit = () => {
    const parsed = noticeCreateSchema.safeParse(bodyOf(props.kind, props.language, v));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    if (parsed.data.endsAt && parsed.data.publishedAt && parsed.data.endsAt <= parsed.data.publishedAt)
      return setErrors({ endsAt: t('contentOps.notices.endsBeforeStart') });
    setErrors({});
    save.mutate(parsed.data);
  };
  const label = props.notice
    ? t(`contentOps.notices.edit.${props.kind}`)
    : t(`contentOps.notices.new.${props.kind}`);
  return (
    <ContentModal label={label} onClose={props.onClose}>
      <form
        aria-label={label}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('contentOps.title')}
          value={v.title}
          error={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <AreaField
          label={t('contentOps.notices.content')}
          value={v.content}
          error={errors.content}
          onChange={(content) => set({ content })}
        />
        {props.kind === 'popup' ? (
          <SelectField
            label={t('contentOps.notices.audience')}
            value={v.audience}
            options={POPUP_AUDIENCES}
            text={(a) => t(`contentOps.notices.audiences.${a}`)}
            onChange={(audience) => set({ audience })}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('contentOps.notices.from')}
            type="datetime-local"
            value={v.publishedAt}
            error={errors.publishedAt}
            onChange={(e) => set({ publishedAt: e.target.value })}
          />
          <TextField
            label={t('contentOps.notices.until')}
            type="datetime-local"
            value={v.endsAt}
            error={errors.endsAt}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
        </div>
        <TextField
          label={t('contentOps.sort')}
          type="number"
          min={0}
          value={v.sort}
          error={errors.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
        <CheckField
          label={t('contentOps.active')}
          checked={v.active}
          onChange={(active) => set({ active })}
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
