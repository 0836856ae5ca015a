import { formatMinor } from '@pf/shared';
import type { memberProfileSchema } from '@pf/shared/contracts/identity';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '@/lib/format-date';

export type MemberProfile = z.output<typeof memberProfileSchema>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** Who the member is: contact, KYC, VIP, status and the agents above them. */
export function ProfileCard({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const line = member.agentLine.map((a) => a.username).join(' › ');
  return (
    <section aria-label={t('members.profile.title')} className="rounded-lg border border-line bg-surface p-4">
      <h2 className="mb-3 font-semibold">{t('members.profile.title')}</h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Item label={t('members.profile.nickname')}>{member.nickname || '—'}</Item>
        <Item label={t('members.profile.phone')}>{member.phone ?? '—'}</Item>
        <Item label={t('members.profile.email')}>{member.email ?? '—'}</Item>
        <Item label={t('members.profile.kyc')}>
          {t(`members.kyc.${member.kyc.status}`, { defaultValue: member.kyc.status })}
          {member.kyc.realName ? ` · ${member.kyc.realName}` : ''}
        </Item>
        <Item label={t('members.profile.vip')}>VIP {member.vipLevel}</Item>
        <Item label={t('members.profile.agentLine')}>{line || t('members.profile.noAgent')}</Item>
        <Item label={t('members.profile.registered')}>
          {dateTime(member.registeredAt)}
          {member.registerIp ? ` · ${member.registerIp}` : ''}
        </Item>
        <Item label={t('members.profile.lastLogin')}>
          {dateTime(member.lastLoginAt)}
          {member.lastLoginIp ? ` · ${member.lastLoginIp}` : ''}
        </Item>
        <Item label={t('members.profile.domain')}>{member.registerDomain ?? '—'}</Item>
      </dl>
    </section>
  );
}

/** The three wallets: balance, what is pending and what is available. */
export function BalancesCard({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const wallets = ['cash', 'bonus', 'locked'] as const;
  return (
    <section
      aria-label={t('members.balances.title')}
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 className="mb-3 font-semibold">{t('members.balances.title')}</h2>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {wallets.map((w) => (
          <div key={w} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted">{t(`members.wallets.${w}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {formatMinor(member.balances[w].balance)} {member.currency}
            </dd>
            <dd className="text-xs text-muted tabular-nums">
              {t('members.balances.available', { amount: formatMinor(member.balances[w].available) })} ·{' '}
              {t('members.balances.pending', { amount: formatMinor(member.balances[w].pending) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
