import { useTranslation } from '@/lib/i18n/use-translation';
import { showAmount, toMinor } from '../lib/money';

export interface ChartBar {
  key: string;
  label: string;
  amount: string;
}

const ROW = 36;
const LABEL_W = 110;
const WIDTH = 520;

/**
 * Horizontal bars scaled to the largest figure; a negative figure (a team that lost) is drawn
 * in the danger colour at its size. Plain SVG: one small chart does not earn a chart library.
 */
export function OverviewChart({ bars }: { bars: ChartBar[] }) {
  const { t } = useTranslation();
  const sizes = bars.map((b) => {
    const minor = toMinor(b.amount);
    return minor < 0n ? -minor : minor;
  });
  const max = sizes.reduce((a, b) => (b > a ? b : a), 1n);
  const track = WIDTH - LABEL_W - 10;
  return (
    <svg
      role="img"
      aria-label={t('agentCentre.chartLabel')}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
      className="w-full text-fg"
    >
      {bars.map((bar, i) => {
        const size = sizes[i] ?? 0n;
        // Thousandths in bigint, then a small number: no float ever holds the amount itself.
        const length = (Number((size * 1000n) / max) / 1000) * track;
        const negative = bar.amount.startsWith('-');
        const y = i * ROW;
        return (
          <g key={bar.key} data-testid={`chart-bar-${bar.key}`}>
            <text x={0} y={y + 22} className="fill-current text-[12px] opacity-70">
              {bar.label}
            </text>
            <rect
              x={LABEL_W}
              y={y + 8}
              width={track}
              height={20}
              rx={6}
              className="fill-current opacity-10"
            />
            <rect
              x={LABEL_W}
              y={y + 8}
              width={Math.max(length, 2)}
              height={20}
              rx={6}
              className={negative ? 'fill-danger' : 'fill-accent'}
            />
            <text
              x={WIDTH - 8}
              y={y + 22}
              textAnchor="end"
              className="fill-current text-[12px] font-semibold"
            >
              {showAmount(bar.amount)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
