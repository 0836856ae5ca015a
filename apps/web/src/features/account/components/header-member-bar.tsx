import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLoginGate } from '@/features/auth';
import { AccountMenu } from './account-menu';
import { HeaderBalance } from './header-balance';
import { useMemberCentre } from './member-centre-dialog';

/** §2 Header, logged in: deposit and withdraw shortcuts, balance, and the avatar menu. */
export function HeaderMemberBar() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const centre = useMemberCentre();
  return (
    <div className="flex items-center gap-2" data-testid="header-member-bar">
      <div className="hidden md:block">
        <HeaderBalance />
      </div>
      <Button
        data-testid="deposit-button"
        onClick={() => gate(() => centre.open('depositv2'))}
        className="max-sm:px-3"
        aria-label={t('memberCentre.depositv2')}
      >
        <Icon name="deposit" className="size-4" />
        <span className="hidden sm:inline">{t('memberCentre.depositv2')}</span>
      </Button>
      <Button
        data-testid="withdraw-button"
        variant="outline"
        onClick={() => gate(() => centre.open('withdraw'))}
        className="max-lg:hidden"
      >
        <Icon name="withdraw" className="size-4" />
        {t('memberCentre.withdraw')}
      </Button>
      <AccountMenu />
      {centre.dialog}
    </div>
  );
}
