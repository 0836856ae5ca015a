// Prints the exact return to player of every keno ticket and side bet: npx tsx packages/shared/scripts/keno-rtp.ts
import {
  KENO_PAYTABLE_TENTHS,
  kenoRtp,
  oddCountProbability,
  sideBetRtp,
  sumOutcomeProbabilities,
  toPercent,
} from '../src/lottery/keno/index.ts';
import { addFractions, fraction } from '../src/rational.ts';

for (const spots of Object.keys(KENO_PAYTABLE_TENTHS).map(Number)) {
  const rtp = kenoRtp(spots);
  console.log(`${String(spots).padStart(2)} spots  RTP ${toPercent(rtp)} %  (${rtp.num}/${rtp.den})`);
}
const sums = sumOutcomeProbabilities();
const bigRtp = sideBetRtp(sums.big, sums.tie);
console.log(
  `big/small  P(tie) ${toPercent(sums.tie)} % (${sums.tie.num}/${sums.tie.den})  RTP ${toPercent(bigRtp)} %  (${bigRtp.num}/${bigRtp.den})`,
);
let oddWin = fraction(0n, 1n);
for (let o = 11; o <= 20; o++) oddWin = addFractions(oddWin, oddCountProbability(o));
const oddTie = oddCountProbability(10);
const oddRtp = sideBetRtp(oddWin, oddTie);
console.log(
  `odd/even   P(tie) ${toPercent(oddTie)} % (${oddTie.num}/${oddTie.den})  RTP ${toPercent(oddRtp)} %  (${oddRtp.num}/${oddRtp.den})`,
);
