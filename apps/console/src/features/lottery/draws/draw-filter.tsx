import { LOTTERY_DRAW_STATUSES } from '@pf/shared/contracts/lottery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

/** The draws list's filters as the screen keeps them (empty: any). */
export interface DrawFilter {
  gameCode: string;
  status: string;
  from: string;
  to: string;
}

export const NO_FILTER: DrawFilter = { gameCode: '', status: '', from: '', to: '' };

/** The filter as a call's query: only what is set. */
export function queryOf(filter: DrawFilter) {
  return {
    ...(filter.gameCode ? { gameCode: filter.gameCode } : {}),
    ...(filter.status ? { status: filter.status as (typeof LOTTERY_DRAW_STATUSES)[number] } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

const GAME_CODES = ['vn-mb', 'vnfast-45s', 'vnfast-1m', 'vnfast-3m', 'vnfast-5m', 'keno'];

/** Game, state and draw days; each change applies at once and goes back to the first page. */
export function DrawFilterBar(props: { value: DrawFilter; onChange: (next: DrawFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = (key: keyof DrawFilter) => (event: { target: { value: string } }) =>
    props.onChange({ ...props.value, [key]: event.target.value });
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <TextField
        label={t('lotteryOps.draws.filters.game')}
        list={`${id}-games`}
        value={props.value.gameCode}
        onChange={set('gameCode')}
        className="w-40"
      />
      <datalist id={`${id}-games`}>
        {GAME_CODES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm text-muted">
          {t('lotteryOps.draws.filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className="h-9 rounded-md border border-line bg-bg px-2 text-sm"
          value={props.value.status}
          onChange={set('status')}
        >
          <option value="">{t('lotteryOps.draws.filters.any')}</option>
          {LOTTERY_DRAW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`lotteryOps.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('lotteryOps.draws.filters.from')}
        type="date"
        value={props.value.from}
        onChange={set('from')}
      />
      <TextField
        label={t('lotteryOps.draws.filters.to')}
        type="date"
        value={props.value.to}
        onChange={set('to')}
      />
    </div>
  );
}
