import { useBrandMoney } from '@/features/brand/system';
import { RealNameNotice as KycRealNameNotice } from '@/features/identity/kyc';
import { brandMoney, RealNameNotice, WithdrawBonusNotice } from '@/features/money/wallet';
import { BonusWithdrawNotice } from '@/features/rewards/rewards';

// Loaded with the wallet's member-centre pages (member-centre-pages.ts): what they show of the
// areas above money.
WithdrawBonusNotice.fill(BonusWithdrawNotice);
RealNameNotice.fill(KycRealNameNotice);
brandMoney.fill(useBrandMoney);
