import type { Db } from '../../../db/kysely.ts';
import type { BalanceReader } from '../../money/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SmsService } from '../sms/sms.service.ts';

/** What the console's member calls need. */
export interface MemberConsoleDeps {
  db: Db;
  audit: AuditService;
  balances: BalanceReader;
  /** The player site's reset mail (member/reset-link.ts), handed in so this module needs none of member's. */
  passwords: {
    sendResetLink(
      member: { id: bigint; username: string; email: string },
      merchant: { id: number; name: string },
      resetUrl: string,
    ): Promise<void>;
  };
  sms: Pick<SmsService, 'send'>;
  /** The page a reset link opens on the member's brand. */
  resetUrlOf: (merchantId: number) => Promise<string>;
}
