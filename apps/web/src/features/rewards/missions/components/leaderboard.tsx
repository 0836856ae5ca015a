import type { MissionView } from '@pf/shared';
import { useId, useState } from 'react';
import { TableHead } from '@/components/ui/table-head';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMissionLeaderboard } from '../api/missions';
import { showFigure } from '../lib/mission-text';
import { Empty, LoadFailed, LoadingBlocks } from './load-states';

/** Members ranked in one mission by progress, or overall by missions completed; names arrive masked. */
export function Leaderboard({ missions }: { missions: MissionView[] }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [missionId, setMissionId] = useState<string | null>(null);
  const board = useMissionLeaderboard(missionId);
  const kind = board.data?.kind ?? null;
  return (
    <section aria-labelledby="mission-board" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="mission-board" className="text-sm font-semibold">
          {t('missions.board.title')}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-xs text-muted">
            {t('missions.board.show')}
          </label>
          <select
            id={selectId}
            value={missionId ?? ''}
            onChange={(e) => setMissionId(e.target.value || null)}
            className="h-9 min-w-0 max-w-full flex-1 rounded-lg border border-line bg-bg-2 px-2 text-sm sm:w-64 sm:flex-none"
          >
            <option value="">{t('missions.board.overall')}</option>
            {missions.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {board.isPending ? (
        <LoadingBlocks count={3} label={t('missions.loading')} />
      ) : board.isError ? (
        <LoadFailed error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.list.length === 0 ? (
        <Empty icon="crown" title={t('missions.board.empty')} hint={t('missions.board.emptyHint')} />
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('missions.board.title')}</caption>
          <TableHead
            className="text-left text-xs text-muted"
            cellClassName="py-2 font-medium"
            columns={[
              { label: t('missions.board.rank'), className: 'w-16' },
              { label: t('missions.board.member') },
              {
                label: kind ? t('missions.board.value') : t('missions.board.claims'),
                className: 'text-right',
              },
            ]}
          />
          <tbody className="divide-y divide-line">
            {board.data.list.map((r) => (
              <tr key={r.rank} className={cn(r.me && 'bg-accent/10')}>
                <td className="py-2 font-bold tabular-nums">{r.rank}</td>
                <th scope="row" className="truncate py-2 text-left font-semibold">
                  {r.name}
                  {r.me ? (
                    <span className="ms-2 text-xs font-normal text-accent">{t('missions.board.you')}</span>
                  ) : null}
                </th>
                <td className="py-2 text-right tabular-nums">
                  {kind ? showFigure(kind, r.value) : r.value}
                  {kind && r.completed ? (
                    <span className="ms-2 text-xs text-success">{t('missions.board.done')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
