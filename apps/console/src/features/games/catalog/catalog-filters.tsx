import { GAME_TYPES } from '@pf/shared';
import { CATALOG_VISIBILITY, catalogFilterSchema } from '@pf/shared/contracts/games';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const CATALOG_FILTERS = ['name', 'vendor', 'gameType', 'classify', 'visibility'] as const;
export type CatalogFilters = Partial<Record<(typeof CATALOG_FILTERS)[number], string>>;

export const filledFilters = (filters: CatalogFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])));

/** The filters the list and export take, by their schema; one the schema refuses is left out. */
export function validFilters(filters: CatalogFilters): z.output<typeof catalogFilterSchema> {
  const filled = filledFilters(filters);
  const parsed = catalogFilterSchema.safeParse(filled);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return catalogFilterSchema.parse(
    Object.fromEntries(Object.entries(filled).filter(([field]) => !refused.has(field))),
  );
}

/** The catalog's filters: part of a name or code, vendor, game type, classification, shown or hidden. */
export function CatalogFilterForm(props: {
  value: CatalogFilters;
  vendors: readonly string[];
  onSearch: (filters: CatalogFilters) => void;
}) {
  const { t } = useTranslation();
  const ids = { vendor: useId(), gameType: useId(), visibility: useId() };
  const { register, handleSubmit, reset } = useForm<CatalogFilters>({ defaultValues: props.value });
  const select = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';
  return (
    <form
      aria-label={t('gamesOps.filters.label')}
      onSubmit={handleSubmit((values) => props.onSearch(filledFilters(values)))}
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-surface p-4 lg:grid-cols-6"
    >
      <TextField type="search" maxLength={64} label={t('gamesOps.filters.name')} {...register('name')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.vendor} className="text-sm text-muted">
          {t('gamesOps.filters.vendor')}
        </label>
        <select id={ids.vendor} className={select} {...register('vendor')}>
          <option value="">{t('gamesOps.filters.any')}</option>
          {props.vendors.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.gameType} className="text-sm text-muted">
          {t('gamesOps.filters.gameType')}
        </label>
        <select id={ids.gameType} className={select} {...register('gameType')}>
          <option value="">{t('gamesOps.filters.any')}</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </div>
      <TextField maxLength={40} label={t('gamesOps.filters.classify')} {...register('classify')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.visibility} className="text-sm text-muted">
          {t('gamesOps.filters.visibility')}
        </label>
        <select id={ids.visibility} className={select} {...register('visibility')}>
          <option value="">{t('gamesOps.filters.any')}</option>
          {CATALOG_VISIBILITY.map((v) => (
            <option key={v} value={v}>
              {t(`gamesOps.visibility.${v}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            reset({ name: '', vendor: '', gameType: '', classify: '', visibility: '' });
            props.onSearch({});
          }}
        >
          {t('gamesOps.filters.clear')}
        </Button>
        <Button type="submit">{t('gamesOps.filters.search')}</Button>
      </div>
    </form>
  );
}
