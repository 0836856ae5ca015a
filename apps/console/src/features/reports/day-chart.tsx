import type { Dashboard } from '@pf/shared/contracts/reports';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';

type Days = Dashboard['days'];

const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

function chartOption(days: Days, names: { stake: string; payout: string; ggr: string; bets: string }) {
  const axis = { color: cssColour('--muted') };
  const split = { lineStyle: { color: cssColour('--line') } };
  const money = (key: 'stake' | 'payout' | 'ggr') => days.map((d) => Number(d[key]));
  return {
    backgroundColor: 'transparent',
    color: [cssColour('--accent'), cssColour('--warning'), cssColour('--success'), cssColour('--muted')],
    textStyle: { color: cssColour('--fg') },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: cssColour('--fg') } },
    grid: { left: 48, right: 48, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.day), axisLabel: axis },
    yAxis: [
      { type: 'value', axisLabel: axis, splitLine: split },
      { type: 'value', axisLabel: axis, splitLine: { show: false } },
    ],
    series: [
      { name: names.stake, type: 'bar', data: money('stake') },
      { name: names.payout, type: 'bar', data: money('payout') },
      { name: names.ggr, type: 'line', data: money('ggr') },
      { name: names.bets, type: 'line', yAxisIndex: 1, data: days.map((d) => d.bets) },
    ],
  };
}

/**
 * Stake, payout, GGR and bets per day, drawn by ECharts. The library is imported only when the
 * chart mounts; if it cannot draw (no canvas), the chart says so and the table below still has the figures.
 */
export function DayChart({ days }: { days: Days }) {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { setOption: (o: object) => void; resize: () => void; dispose: () => void } | null = null;
    let gone = false;
    const resize = () => chart?.resize();
    import('./echarts-setup')
      .then(({ init }) => {
        if (gone || !box.current) return;
        chart = init(box.current, theme === 'dark' ? 'dark' : undefined);
        chart.setOption(
          chartOption(days, {
            stake: t('reports.figures.stake'),
            payout: t('reports.figures.payout'),
            ggr: t('reports.figures.ggr'),
            bets: t('reports.figures.bets'),
          }),
        );
        window.addEventListener('resize', resize);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [days, t, theme]);
  return (
    <figure className="rounded-lg border border-line bg-surface p-3">
      <figcaption className="text-sm font-medium">{t('reports.perDay')}</figcaption>
      {failed ? (
        <p className="py-10 text-center text-sm text-muted">{t('reports.chartFailed')}</p>
      ) : (
        <div ref={box} role="img" aria-label={t('reports.perDay')} className="h-72 w-full" />
      )}
    </figure>
  );
}
