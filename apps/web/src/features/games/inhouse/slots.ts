import type { DiceDirection, PlayValue } from '@pf/shared/inhouse/index';
import { partSlot } from '@/lib/slot';

/** On the dice page: the member's free-bet credits, each rolled with the page's choice (rewards). */
export const FreeBetPanel = partSlot<{
  direction: DiceDirection;
  target: number;
  disabled: boolean;
  onPlayed: (value: PlayValue) => void;
}>('FreeBetPanel');
