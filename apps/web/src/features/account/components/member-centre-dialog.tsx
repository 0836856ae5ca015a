import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { openMemberCentre } from '@/features/member-center';

/** The member-centre pages the header reaches (§2 Member centre keys), plus the agent centre. */
export type MemberCentrePage =
  | 'securityCenter'
  | 'depositv2'
  | 'withdraw'
  | 'transactionHistory'
  | 'personalHistoryCopy'
  | 'manualRebate'
  | 'agentCentre';

/**
 * Opens a member-centre page in the member-centre panel. The agent centre is a later release;
 * until then it opens a titled 'coming soon' dialog, so every shortcut lands somewhere named.
 */
export function useMemberCentre() {
  const { t } = useTranslation();
  const [page, setPage] = useState<MemberCentrePage | null>(null);
  const close = useCallback(() => setPage(null), []);
  const dialog = (
    <Dialog
      open={page !== null}
      onClose={close}
      testId="member-centre-dialog"
      title={page ? t(`memberCentre.${page}`) : ''}
      footer={
        <Button size="sm" onClick={close}>
          {t('dialog.ok')}
        </Button>
      }
    >
      <span data-page={page ?? undefined}>{t('dialog.comingSoonMessage')}</span>
    </Dialog>
  );
  const open = useCallback(
    (next: MemberCentrePage) => (next === 'agentCentre' ? setPage(next) : openMemberCentre(next)),
    [],
  );
  return { open, dialog };
}
