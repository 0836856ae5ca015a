import { useTranslation } from '@/lib/i18n/use-translation';
import type { TransactionLabel } from '../api/records';

/** A wallet code as a member says it: main and bonus by name, a vendor's wallet by its code. */
function useWalletName() {
  const { t } = useTranslation();
  return (code: string | null) => {
    if (code === 'MAIN') return t('records.label.mainWallet');
    if (code === 'BONUS') return t('records.label.bonusWallet');
    return code ?? '';
  };
}

/**
 * What a movement was about, in words: game and vendor with the lottery draw or the round, the
 * order number, the wallets of a transfer, or an opening balance. Internal references are never shown.
 */
export function useTransactionLabel() {
  const { t } = useTranslation();
  const wallet = useWalletName();
  return (label: TransactionLabel | null | undefined): string | null => {
    if (!label) return null;
    const parts: string[] = [];
    if (label.game) parts.push(label.game);
    if (label.vendor && label.vendor !== label.game) parts.push(label.vendor);
    if (label.draw) parts.push(t('records.label.draw', { numero: label.draw }));
    if (label.source === 'bonus' && label.round) parts.push(t('records.label.bonus', { id: label.round }));
    else if (label.round) parts.push(t('records.label.round', { id: label.round }));
    if (label.order) parts.push(t('records.label.order', { no: label.order }));
    if (label.source === 'transfer') {
      parts.push(t('records.label.transfer', { from: wallet(label.fromWallet), to: wallet(label.toWallet) }));
    }
    if (label.source === 'upline') parts.push(t('records.label.upline'));
    if (label.source === 'opening') parts.push(t('records.label.opening'));
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}
