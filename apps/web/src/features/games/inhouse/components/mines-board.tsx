import { MINES_TILES } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useReducedMotion } from '../model/use-reduced-motion';
import './mines-flip.css';

interface MinesBoardProps {
  revealed: readonly number[];
  /** Known once the round is over; then every mine is shown. */
  mines: readonly number[] | null;
  onPick?: (tile: number) => void;
  disabled?: boolean;
  /** Tiles turn over as they are shown (the game page; the verify view shows a record as it is). */
  animate?: boolean;
  testId?: string;
}

/** The 5 × 5 board: opened gems, mines once the round ends, buttons while it is in play. */
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

export function MinesBoard({ revealed, mines, onPick, disabled, animate = false, testId }: MinesBoardProps) {
  const { t } = useTranslation();
  const still = useReducedMotion();
  const flip = animate && !still;
  return (
    <fieldset
      data-testid={testId}
      className="mx-auto grid w-full max-w-md grid-cols-5 gap-1.5 rounded-2xl bg-bg-2 p-2 sm:gap-2 sm:p-3"
    >
      <legend className="sr-only">{t('inhouse.mines.board')}</legend>
      {TILES.map((tile) => {
        const isMine = mines?.includes(tile) ?? false;
        const opened = revealed.includes(tile);
        const shown = opened || mines !== null;
        const label = shown
          ? `${t('inhouse.mines.tile', { n: tile + 1 })}: ${isMine ? t('inhouse.mines.mine') : t('inhouse.mines.gem')}`
          : `${t('inhouse.mines.tile', { n: tile + 1 })}: ${t('inhouse.mines.hidden')}`;
        return (
          <button
            key={tile}
            type="button"
            data-testid={`mines-tile-${tile}`}
            data-state={shown ? (isMine ? 'mine' : 'gem') : 'hidden'}
            aria-label={label}
            disabled={disabled || shown || !onPick}
            onClick={() => onPick?.(tile)}
            // The class is added as a tile is shown, so its turn plays once; the mines shown at the
            // end of a round turn over in reading order, a few milliseconds apart.
            style={flip && shown && !opened ? { animationDelay: `${tile * 12}ms` } : undefined}
            className={cn(
              flip && shown && 'inhouse-tile-flip',
              'grid aspect-square place-items-center rounded-xl text-xl font-black transition sm:text-2xl',
              !shown && 'bg-surface-3 hover:bg-accent/30 disabled:hover:bg-surface-3',
              shown && !isMine && (opened ? 'bg-success/80 text-white' : 'bg-success/20 text-success'),
              shown && isMine && (opened ? 'bg-danger text-white' : 'bg-danger/20 text-danger'),
            )}
          >
            {shown ? (isMine ? '✹' : '◆') : ''}
          </button>
        );
      })}
    </fieldset>
  );
}
