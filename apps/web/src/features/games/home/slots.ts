import { partSlot } from '@/lib/slot';

/** Home's lottery block, below a phone's first screen (the lottery fills it with its board). */
export const HomeLotteryBoard = partSlot<{ variant: 'home' }>('HomeLotteryBoard');
