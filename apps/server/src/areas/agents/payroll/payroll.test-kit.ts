import type { TestContext } from '../../../test/test-app.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';

let seq = 0;

/**
 * Settled vendor rounds written straight to `game_rounds`, as a wallet settles them: the
 * statistics triggers put each in the member's hourly figures the payroll reads.
 */
export function settledRounds(t: () => TestContext, tag: string) {
  const vendor = walletKit(t);
  return async (q: {
    merchantId: number;
    memberId: bigint;
    at: Date | string;
    stake: bigint;
    win?: bigint;
  }) => {
    seq += 1;
    await vendor.settledRound({ ...q, roundId: `${tag}-${Date.now().toString(36)}-${seq}` });
  };
}
