import { createBrowserRouter, type RouteObject } from 'react-router';
import { BrandsPage } from '@/features/brand';
import { MemberBets } from '@/features/games';
import { AuditPage } from '@/features/identity/audit';
import { KycPage } from '@/features/identity/kyc';
import { MemberPage, MembersPage } from '@/features/identity/members';
import { MySessionsPage, StaffPage } from '@/features/identity/staff';
import { AdjustmentsPage } from '@/features/money/adjustments';
import { DepositsPage } from '@/features/money/deposits';
import { WithdrawalsPage } from '@/features/money/withdrawals';
import { DashboardPage, RoundsPage, useWithdrawalRisk, WithdrawalsCsvButton } from '@/features/reports';
import { uploadContentImage } from './content-upload';
import { RequirePermission, RequireStaff } from './guards';
import { HomePage } from './home-page';
import { Shell } from './layout/shell';
import { NotFoundPage } from './messages';
import { NAV_ITEMS } from './nav-items';
import { SignInRoute } from './sign-in-route';

const SCREENS: Record<string, () => React.ReactNode> = {
  dashboard: () => <DashboardPage />,
  audit: () => <AuditPage />,
  kyc: () => <KycPage />,
  // The queue is money's; its risk flags and CSV are the reports area's, which reads the areas below.
  withdrawals: () => (
    <WithdrawalsPage
      useExtras={useWithdrawalRisk}
      exportButton={(filter) => <WithdrawalsCsvButton filter={filter} />}
    />
  ),
  deposits: () => <DepositsPage />,
  brands: () => <BrandsPage uploadImage={uploadContentImage} />,
  members: () => <MembersPage />,
  adjustments: () => <AdjustmentsPage />,
  staff: () => <StaffPage />,
};

/** The console's routes (under /bo): each screen behind the permission its menu item names. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInRoute /> },
  {
    path: '/',
    element: (
      <RequireStaff>
        <Shell />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...NAV_ITEMS.map((item) => ({
        path: item.path,
        element: <RequirePermission permission={item.permission}>{SCREENS[item.path]?.()}</RequirePermission>,
      })),
      {
        path: 'dashboard/rounds',
        element: (
          <RequirePermission permission="reports.read">
            <RoundsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'members/:memberId',
        element: (
          <RequirePermission permission="members.read">
            <MemberPage bets={(memberId) => <MemberBets memberId={memberId} />} />
          </RequirePermission>
        ),
      },
      // Every operator's own sessions, reached from the header's account menu.
      { path: 'my-sessions', element: <MySessionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/bo' });
