// Prints the default Vietnamese lottery rates and their exact RTPs as the table rows of
// docs/lottery-rules.md: npx tsx packages/shared/scripts/vn-rtp.ts

import { VN_BET_SPECS, VN_BET_TYPES } from '../src/lottery/vn/bets.ts';
import { DEFAULT_VN_ODDS, rateFor } from '../src/lottery/vn/odds.ts';
import { vnBetRtp } from '../src/lottery/vn/rtp.ts';
import { toPercent } from '../src/rational.ts';

const NAMES: Record<string, string> = {
  lo2: 'lô 2 số',
  lo3: 'lô 3 số',
  de: 'đề',
  deDau: 'đề đầu',
  dau: 'đầu',
  duoi: 'đuôi',
  baCang: '3 càng',
  xien2: 'xiên 2',
  xien3: 'xiên 3',
  xien4: 'xiên 4',
  loTruot: 'lô trượt',
};

for (const type of VN_BET_TYPES) {
  const spec = VN_BET_SPECS[type];
  const counts = type === 'loTruot' ? [4, 5, 6, 7, 8, 9, 10] : [spec.min];
  for (const count of counts) {
    const numbers = new Array<string>(count).fill('');
    const cells = (['MB', 'MN'] as const).flatMap((region) => {
      const rate = rateFor(DEFAULT_VN_ODDS[region], { type, numbers });
      return [
        `${rate.pay} per ${rate.per}`,
        `${toPercent(vnBetRtp(region, DEFAULT_VN_ODDS[region], type, count))} %`,
      ];
    });
    const suffix = type === 'loTruot' ? ` ${count}` : '';
    console.log(`| ${NAMES[type]}${suffix} | ${type}${suffix} | ${cells.join(' | ')} |`);
  }
}
