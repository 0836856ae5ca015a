import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from '@/components/ui/icon';
import { ModalBackdrop, ModalCloseButton, useModalPanel } from '@/components/ui/modal-parts';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type ContractKind, useConsolidated } from '../api/agents';
import { type AgentPage, awaitsAnswer, menuFor } from '../lib/menu';
import { AccountDetails } from './account-details';
import { Announcements } from './announcements';
import { ContractsPage } from './contracts-page';
import { LoadFailed } from './load-states';
import { MyIncome } from './my-income';
import { RegisterDownline } from './register-downline';
import { StatementsPage } from './statements-page';
import { TeamBetting } from './team-betting';
import { TeamMembers } from './team-members';
import { TeamOverview } from './team-overview';
import { UserLoss } from './user-loss';

const ICONS: Record<AgentPage, IconName> = {
  announcement: 'megaphone',
  overview: 'users',
  register: 'user',
  members: 'list',
  bets: 'ticket',
  loss: 'alert',
  income: 'deposit',
  details: 'receipt',
  statements: 'briefcase',
  dividend: 'gift',
  daily: 'wallet',
  hourly: 'clock',
  realtime: 'refresh',
};

function PageBody({ page }: { page: AgentPage }) {
  if (page === 'announcement') return <Announcements />;
  if (page === 'overview') return <TeamOverview />;
  if (page === 'register') return <RegisterDownline />;
  if (page === 'members') return <TeamMembers />;
  if (page === 'bets') return <TeamBetting />;
  if (page === 'loss') return <UserLoss />;
  if (page === 'income') return <MyIncome />;
  if (page === 'details') return <AccountDetails />;
  if (page === 'statements') return <StatementsPage />;
  return <ContractsPage key={page} kind={page as ContractKind} />;
}

/**
 * §2 agent centre popup: a left menu and the chosen page. A modal card on desktop, the whole
 * screen on a phone. Contract pages show only for the types the brand has switched on.
 */
export function AgentCentreDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const consolidated = useConsolidated();
  const [page, setPage] = useState<AgentPage>('overview');
  const menu = menuFor(consolidated.data);
  const panel = useModalPanel(() => {
    // A dialog opened over the centre (a transfer, a confirmation) answers its own Escape.
    if (document.querySelectorAll('[role="dialog"]').length === 1) onClose();
  });

  return createPortal(
    <div className="fixed inset-0 z-40 grid place-items-center sm:p-4">
      <ModalBackdrop onClose={onClose} />
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="agent-centre"
        className="relative flex h-full w-full flex-col overflow-hidden bg-surface outline-none text-fg sm:h-[min(720px,90vh)] sm:max-w-5xl sm:rounded-2xl sm:border sm:border-line sm:shadow-card"
      >
        <header className="flex items-center gap-3 border-b border-line px-4 py-3">
          <Icon name="briefcase" className="size-5 text-accent" />
          <h2 id={titleId} className="flex-1 text-lg font-bold">
            {t('agentCentre.title')}
          </h2>
          <ModalCloseButton onClose={onClose} />
        </header>
        <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
          <nav
            aria-label={t('agentCentre.menuLabel')}
            className="flex shrink-0 gap-1 overflow-x-auto border-b border-line p-2 sm:w-52 sm:flex-col sm:border-e sm:border-b-0"
          >
            {menu.map((item) => (
              <button
                key={item}
                type="button"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => setPage(item)}
                className={cn(
                  'flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium whitespace-nowrap transition',
                  item === page ? 'bg-accent/15 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                <Icon name={ICONS[item]} className="size-4" />
                {t(`agentCentre.menu.${item}`)}
                {awaitsAnswer(item, consolidated.data) ? (
                  <>
                    <span aria-hidden className="ms-auto size-2 rounded-full bg-danger" />
                    <span className="sr-only">{`, ${t('agentCentre.contracts.awaitingMe')}`}</span>
                  </>
                ) : null}
              </button>
            ))}
          </nav>
          <section aria-label={t(`agentCentre.menu.${page}`)} className="min-h-0 flex-1 overflow-y-auto p-4">
            <h3 className="mb-3 text-base font-bold">{t(`agentCentre.menu.${page}`)}</h3>
            {consolidated.isError ? (
              <LoadFailed error={consolidated.error} onRetry={() => void consolidated.refetch()} />
            ) : null}
            <PageBody page={page} />
          </section>
        </div>
      </div>
    </div>,
    document.body,
  );
}
