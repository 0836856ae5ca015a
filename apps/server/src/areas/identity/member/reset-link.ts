import { randomBytes } from 'node:crypto';
import type { Merchant } from '../../brand/index.ts';
import { hashToken } from '../session/session.service.ts';
import type { MailProvider } from './mail.provider.ts';
import type { MemberRepository } from './member.repository.ts';

/** A reset link works once, within this time. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/**
 * Mails a member a one-time link to choose a new password: the member's own forgot-password form
 * sends it, and so does staff from the member page. `resetUrl` is the page that takes the token.
 */
export function resetLinkSender(deps: { repo: MemberRepository; mail: MailProvider; now: () => Date }) {
  return async (
    member: { id: bigint; username: string; email: string },
    merchant: Pick<Merchant, 'id' | 'name'>,
    resetUrl: string,
  ) => {
    const token = randomBytes(32).toString('base64url');
    await deps.repo.insertReset({
      tokenHash: hashToken(token),
      memberId: member.id,
      expiresAt: new Date(deps.now().getTime() + RESET_LINK_TTL_MS),
    });
    const link = `${resetUrl}${resetUrl.includes('?') ? '&' : '?'}token=${token}`;
    await deps.mail.send({
      merchantId: merchant.id,
      to: member.email.toLowerCase(),
      subject: `${merchant.name}: reset your password`,
      body: `Hello ${member.username},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    });
  };
}
