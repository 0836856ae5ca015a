import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequirePermission, RequireStaff } from './guards';
import { HomePage } from './home-page';
import { Shell } from './layout/shell';
import {
  AdjustmentsPage,
  AgentTreePage,
  AuditPage,
  BannersPage,
  BrandsScreen,
  CatalogPage,
  DashboardPage,
  DepositsPage,
  FeedbackPage,
  HelpPage,
  KycPage,
  LotteryDrawsPage,
  LotteryHolidaysPage,
  MemberScreen,
  MembersPage,
  MessagesPage,
  MySessionsPage,
  NoticesPage,
  PayrollRunsPage,
  PromotionsPage,
  RoundsPage,
  SiteLinksPage,
  StaffPage,
  StatementsPage,
  SupportInboxScreen,
  VendorsPage,
  WithdrawalsScreen,
} from './lazy-screens';
import { NotFoundPage } from './messages';
import { NAV_ITEMS } from './nav-items';
import { SignInRoute } from './sign-in-route';

const SCREENS: Record<string, () => React.ReactNode> = {
  dashboard: () => <DashboardPage />,
  audit: () => <AuditPage />,
  kyc: () => <KycPage />,
  withdrawals: () => <WithdrawalsScreen />,
  deposits: () => <DepositsPage />,
  brands: () => <BrandsScreen />,
  members: () => <MembersPage />,
  adjustments: () => <AdjustmentsPage />,
  staff: () => <StaffPage />,
  agents: () => <AgentTreePage />,
  payroll: () => <PayrollRunsPage />,
  'payroll-statements': () => <StatementsPage />,
  'lottery/draws': () => <LotteryDrawsPage />,
  'lottery/holidays': () => <LotteryHolidaysPage />,
  games: () => <CatalogPage />,
  vendors: () => <VendorsPage />,
  banners: () => <BannersPage />,
  notices: () => <NoticesPage />,
  'help-articles': () => <HelpPage />,
  'site-links': () => <SiteLinksPage />,
  'support-chat': () => <SupportInboxScreen />,
  feedback: () => <FeedbackPage />,
  messages: () => <MessagesPage />,
  promotions: () => <PromotionsPage />,
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
            <MemberScreen />
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
