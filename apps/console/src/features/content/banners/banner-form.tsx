import {
  bannerCreateSchema,
  CONTENT_BANNER_GROUPS,
  type staffBannerSchema,
} from '@pf/shared/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { contentCall, contentKeys } from '../content-calls';
import { CheckField, fieldErrors, SelectField } from '../content-fields';
import { ContentModal } from '../content-modal';
import { BannerImageField } from './banner-image-field';
import { BannerPreview } from './banner-preview';

export type StaffBanner = z.output<typeof staffBannerSchema>;
type Group = (typeof CONTENT_BANNER_GROUPS)[number];
const LINKAGES = ['0', '1', '2'] as const;

const blank = (language: string) => ({
  language,
  groupName: 'home' as Group,
  imageId: '',
  url: null as string | null,
  title: '',
  linkageType: '0' as (typeof LINKAGES)[number],
  link: '',
  sort: '0',
  active: true,
});
const fromBanner = (b: StaffBanner) => ({
  ...b,
  groupName: b.groupName as Group,
  linkageType: String(b.linkageType) as (typeof LINKAGES)[number],
  link: b.link ?? '',
  sort: String(b.sort),
});

/** Adds a banner in the list's language, or changes `banner`; the preview follows every edit. */
export function BannerForm(props: {
  language: string;
  banner: StaffBanner | null;
  onDone: (saved: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  const queries = useQueryClient();
  const [v, setV] = useState(() => (props.banner ? fromBanner(props.banner) : blank(props.language)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: async (body: z.output<typeof bannerCreateSchema>) => {
      if (!props.banner) return contentCall('content.createBanner', { body });
      const { merchantId: _m, language: _l, ...change } = body;
      return contentCall('content.updateBanner', { params: { id: props.banner.id }, body: change });
    },
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: contentKeys.all });
      props.onDone(saved.title);
    },
  });
  const submit = () => {
    const parsed = bannerCreateSchema.safeParse({
      language: v.language,
      groupName: v.groupName,
      imageId: v.imageId,
      title: v.title,
      linkageType: Number(v.linkageType),
      link: v.linkageType === '0' ? null : v.link,
      sort: Number(v.sort),
      active: v.active,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data);
  };
  const label = props.banner ? t('contentOps.banners.edit') : t('contentOps.banners.new');
  return (
    <ContentModal label={label} wide onClose={props.onClose}>
      <form
        aria-label={label}
        className="grid gap-4 lg:grid-cols-[20rem_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-3">
          <SelectField
            label={t('contentOps.banners.group')}
            value={v.groupName}
            options={CONTENT_BANNER_GROUPS}
            text={(g) => t(`contentOps.groups.${g}`)}
            onChange={(groupName) => set({ groupName })}
          />
          <TextField
            label={t('contentOps.title')}
            value={v.title}
            error={errors.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <BannerImageField
            error={errors.imageId ? t('contentOps.banners.imageNeeded') : undefined}
            onUploaded={(i) => set({ imageId: i.imageId, url: i.url })}
          />
          <SelectField
            label={t('contentOps.banners.linkage')}
            value={v.linkageType}
            options={LINKAGES}
            text={(l) => t(`contentOps.banners.linkages.${l}`)}
            onChange={(linkageType) => set({ linkageType })}
          />
          {v.linkageType === '0' ? null : (
            <TextField
              label={t('contentOps.banners.link')}
              value={v.link}
              error={errors.link}
              onChange={(e) => set({ link: e.target.value })}
            />
          )}
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
        </div>
        <BannerPreview url={v.url} title={v.title} />
      </form>
    </ContentModal>
  );
}
