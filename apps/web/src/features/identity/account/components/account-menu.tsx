import { AGENT_CONSOLE_TYPES, DEMO_ACCOUNT_FLAG, type MemberInfo } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { memberInfoQueryOptions, useLoginGate } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { useDismissOnBlur } from '@/lib/use-dismiss-on-blur';
import { avatarQueryOptions } from '../api/avatar';
import { HeaderBalance } from './header-balance';
import { MemberAvatar } from './member-avatar';
import { type MemberCentrePage, useMemberCentre } from './member-centre-dialog';
import { SignOutDialog } from './sign-out-dialog';
import { TrialMenuNotice } from './trial-notice';

/** §6: the agent console shows for agent types 1, 2, 41 and 42. */
export const showsAgentCentre = (type: number | undefined) =>
  type !== undefined && (AGENT_CONSOLE_TYPES as readonly number[]).includes(type);

/** The rank name is translated by level; a level without a translation shows the server's name. */
function ClubLabel({ label }: { label: MemberInfo['clubLabel'] }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="club-label"
      className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold text-white shadow-sm"
      style={{ backgroundImage: `linear-gradient(90deg, ${label.color}, ${label.color2 || label.color})` }}
    >
      <Icon name="crown" className="size-3" />
      {t(`account.vipRank.${label.rankLevel}`, { defaultValue: label.labelName })}
    </span>
  );
}

const ITEMS: ReadonlyArray<{ page: MemberCentrePage; icon: IconName }> = [
  { page: 'securityCenter', icon: 'user' },
  { page: 'transactionHistory', icon: 'receipt' },
  { page: 'personalHistoryCopy', icon: 'list' },
  { page: 'manualRebate', icon: 'percent' },
];

/** §2 Header avatar menu: who is signed in, their member-centre shortcuts, and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const profile = useSessionStore((s) => s.profile);
  const info = useQuery(memberInfoQueryOptions(token)).data;
  const gate = useLoginGate();
  const centre = useMemberCentre();
  const [open, setOpen] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnBlur(root, close);

  const nickname = info?.nickname || profile?.nickname || '';
  const type = info?.type ?? profile?.isAgent;
  const trial = type === DEMO_ACCOUNT_FLAG;
  // Trial accounts have no avatar of their own; they keep the initial.
  const avatar = useQuery(avatarQueryOptions(token, type !== undefined && type !== DEMO_ACCOUNT_FLAG)).data
    ?.url;
  const items = showsAgentCentre(type)
    ? [...ITEMS, { page: 'agentCentre' as const, icon: 'briefcase' as const }]
    : ITEMS;

  const go = (page: MemberCentrePage) => {
    setOpen(false);
    gate(() => centre.open(page));
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.account')}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface pe-1 ps-1 transition hover:border-accent sm:pe-2"
      >
        <MemberAvatar name={nickname} src={avatar} className="size-8" />
        <span className="hidden max-w-28 truncate text-sm font-semibold xl:block">{nickname}</span>
        <Icon name="chevronDown" className="size-4 text-muted max-sm:hidden" />
      </button>
      {open ? (
        <div
          role="menu"
          data-testid="account-menu"
          className="absolute top-full end-0 z-50 mt-2 w-72 rounded-2xl border border-line bg-surface p-2 shadow-card"
        >
          <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
            <MemberAvatar name={nickname} src={avatar} className="size-12" />
            <div className="min-w-0 flex-1 space-y-1">
              <p data-testid="account-nickname" className="truncate font-bold">
                {nickname}
              </p>
              <div className="flex flex-wrap gap-1">
                {info?.clubLabel ? <ClubLabel label={info.clubLabel} /> : null}
                {info?.memberLabel.map((label) => (
                  <span
                    key={label.labelName}
                    className="rounded-full border px-2 py-0.5 text-[11px] font-semibold"
                    style={{ borderColor: label.color, color: label.color }}
                  >
                    {label.labelName}
                  </span>
                ))}
              </div>
            </div>
          </div>
          {/* A trial has no balance or member centre of its own (§6): it is told how to register. */}
          {trial ? (
            <TrialMenuNotice />
          ) : (
            <>
              <div className="mt-2 md:hidden">
                <HeaderBalance />
              </div>
              {/* The header's withdraw shortcut gives way on narrow screens (§2); it lives on here. */}
              <button
                type="button"
                role="menuitem"
                data-testid="account-item-withdraw"
                onClick={() => go('withdraw')}
                className="mt-2 flex w-full items-center justify-center gap-2 rounded-xl border border-line px-3 py-2.5 text-sm font-semibold transition hover:border-accent lg:hidden"
              >
                <Icon name="withdraw" className="size-4 text-accent" />
                {t('memberCentre.withdraw')}
              </button>
              <div className="mt-1 py-1">
                {items.map((item) => (
                  <button
                    key={item.page}
                    type="button"
                    role="menuitem"
                    data-testid={`account-item-${item.page}`}
                    onClick={() => go(item.page)}
                    className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium transition hover:bg-surface-2"
                  >
                    <Icon name={item.icon} className="size-4 text-muted" />
                    {t(`memberCentre.${item.page}`)}
                  </button>
                ))}
              </div>
            </>
          )}
          <div className="border-t border-line pt-1">
            <button
              type="button"
              role="menuitem"
              data-testid="sign-out-button"
              onClick={() => {
                setOpen(false);
                setConfirmSignOut(true);
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-semibold text-danger transition hover:bg-surface-2"
            >
              <Icon name="logout" className="size-4" />
              {t('account.signOut')}
            </button>
          </div>
        </div>
      ) : null}
      {centre.dialog}
      <SignOutDialog open={confirmSignOut} onClose={() => setConfirmSignOut(false)} />
    </div>
  );
}
