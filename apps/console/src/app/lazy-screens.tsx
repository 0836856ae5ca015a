import { lazy } from 'react';
import { uploadContentImage } from './content-upload';
import { useStaff } from './staff-context';

/**
 * Each screen's code is fetched when the screen is first opened, so an operator waits only for the
 * sign-in page and the shell. Screens that take a part of a higher area (withdrawals take the
 * reports area's risk flags and CSV, a member takes the games area's bets) are put together here,
 * from both chunks at once.
 */
export const DashboardPage = lazy(() =>
  import('@/features/reports').then((m) => ({ default: m.DashboardPage })),
);
export const RoundsPage = lazy(() => import('@/features/reports').then((m) => ({ default: m.RoundsPage })));
export const AuditPage = lazy(() =>
  import('@/features/identity/audit').then((m) => ({ default: m.AuditPage })),
);
export const KycPage = lazy(() => import('@/features/identity/kyc').then((m) => ({ default: m.KycPage })));
export const MembersPage = lazy(() =>
  import('@/features/identity/members').then((m) => ({ default: m.MembersPage })),
);
export const StaffPage = lazy(() =>
  import('@/features/identity/staff').then((m) => ({ default: m.StaffPage })),
);
export const MySessionsPage = lazy(() =>
  import('@/features/identity/staff').then((m) => ({ default: m.MySessionsPage })),
);
export const AdjustmentsPage = lazy(() =>
  import('@/features/money/adjustments').then((m) => ({ default: m.AdjustmentsPage })),
);
export const DepositsPage = lazy(() =>
  import('@/features/money/deposits').then((m) => ({ default: m.DepositsPage })),
);
export const AgentTreePage = lazy(() =>
  import('@/features/agents').then((m) => ({ default: m.AgentTreePage })),
);
export const PayrollRunsPage = lazy(() =>
  import('@/features/agents').then((m) => ({ default: m.PayrollRunsPage })),
);
export const StatementsPage = lazy(() =>
  import('@/features/agents').then((m) => ({ default: m.StatementsPage })),
);
export const CatalogPage = lazy(() =>
  import('@/features/games/catalog').then((m) => ({ default: m.CatalogPage })),
);
export const VendorsPage = lazy(() =>
  import('@/features/games/vendors').then((m) => ({ default: m.VendorsPage })),
);

export const LotteryDrawsPage = lazy(() =>
  import('@/features/lottery').then((m) => ({ default: m.DrawsPage })),
);
export const LotteryHolidaysPage = lazy(() =>
  import('@/features/lottery').then((m) => ({ default: m.HolidaysPage })),
);
export const PromotionsPage = lazy(() =>
  import('@/features/rewards').then((m) => ({ default: m.PromotionsPage })),
);

export const BrandsScreen = lazy(async () => {
  const { BrandsPage } = await import('@/features/brand');
  return { default: () => <BrandsPage uploadImage={uploadContentImage} /> };
});

// The queue is money's; its risk flags and CSV are the reports area's, which reads the areas below.
export const WithdrawalsScreen = lazy(async () => {
  const [{ WithdrawalsPage }, { useWithdrawalRisk, WithdrawalsCsvButton }] = await Promise.all([
    import('@/features/money/withdrawals'),
    import('@/features/reports/withdrawal-risk'),
  ]);
  return {
    default: () => (
      <WithdrawalsPage
        useExtras={useWithdrawalRisk}
        exportButton={(filter) => <WithdrawalsCsvButton filter={filter} />}
      />
    ),
  };
});

export const MemberScreen = lazy(async () => {
  const [{ MemberPage }, { MemberBets }] = await Promise.all([
    import('@/features/identity/members'),
    import('@/features/games'),
  ]);
  return { default: () => <MemberPage bets={(memberId) => <MemberBets memberId={memberId} />} /> };
});

export const BannersPage = lazy(() => import('@/features/content').then((m) => ({ default: m.BannersPage })));
export const NoticesPage = lazy(() => import('@/features/content').then((m) => ({ default: m.NoticesPage })));
export const HelpPage = lazy(() => import('@/features/content').then((m) => ({ default: m.HelpPage })));
export const SiteLinksPage = lazy(() =>
  import('@/features/content').then((m) => ({ default: m.SiteLinksPage })),
);

// The inbox is told who is signed in: what they hold they answer and may hand on.
export const SupportInboxScreen = lazy(async () => {
  const { SupportInboxPage } = await import('@/features/content/support-chat');
  return { default: () => <SupportInboxPage myId={useStaff().staffId} /> };
});
export const FeedbackPage = lazy(() =>
  import('@/features/content/feedback').then((m) => ({ default: m.FeedbackPage })),
);
export const MessagesPage = lazy(() =>
  import('@/features/content/messages').then((m) => ({ default: m.MessagesPage })),
);
