import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLoginGate } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DESKTOP_QUERY, MEDIUM_UP_QUERY, useBuildWhere } from '@/lib/use-media-query';
import { useIsTrial } from '../model/use-trial';
import { AccountMenu } from './account-menu';
import { HeaderBalance } from './header-balance';
import { useMemberCentre } from './member-centre-dialog';
import { TrialHeader } from './trial-notice';

/** §2 Header, logged in: deposit and withdraw shortcuts, balance, and the avatar menu. */
export function HeaderMemberBar() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const centre = useMemberCentre();
  const trial = useIsTrial();
  // Phones reach deposit and withdraw from the bottom tab bar: the header builds them only where
  // they show, which keeps a member's first render on a phone shorter.
  const depositShown = useBuildWhere(MEDIUM_UP_QUERY);
  const withdrawShown = useBuildWhere(DESKTOP_QUERY);
  // A trial has no money of its own: no balance, deposit or withdraw, but how to get an account.
  if (trial) {
    return (
      <div className="flex items-center gap-2" data-testid="header-member-bar">
        <TrialHeader />
        <AccountMenu />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1.5 sm:gap-2" data-testid="header-member-bar">
      <HeaderBalance compact />
      {depositShown ? (
        <Button
          data-testid="deposit-button"
          onClick={() => gate(() => centre.open('depositv2'))}
          className="max-md:hidden"
          aria-label={t('memberCentre.depositv2')}
        >
          <Icon name="deposit" className="size-4" />
          <span>{t('memberCentre.depositv2')}</span>
        </Button>
      ) : null}
      {withdrawShown ? (
        <Button
          data-testid="withdraw-button"
          variant="outline"
          onClick={() => gate(() => centre.open('withdraw'))}
          className="max-lg:hidden"
        >
          <Icon name="withdraw" className="size-4" />
          {t('memberCentre.withdraw')}
        </Button>
      ) : null}
      <AccountMenu />
      {centre.dialog}
    </div>
  );
}
