import { formatMinor, parseAmountToMinor } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TitledSection } from '@/components/ui/titled-section';
import { openLogin } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { type BonusOffer as Offer, takeBonus, useBonusOffer } from '../api/bonus-offer';

const money = (s: string | null) => formatMinor(parseAmountToMinor(s ?? '0') ?? 0n);

/** The offer in one sentence, then its wagering terms. */
function useOfferLines(o: Offer): string[] {
  const { t } = useTranslation();
  const percent = o.percentBps === null ? '' : String(o.percentBps / 100);
  const head =
    o.kind === 'deposit_match'
      ? t('promotions.bonus.deposit_match', { percent, cap: money(o.cap), min: money(o.minDeposit) })
      : o.kind === 'cashback'
        ? t('promotions.bonus.cashback', {
            percent,
            cap: money(o.cap),
            period: t(`promotions.bonus.period.${o.cashbackPeriod ?? 'D'}`),
          })
        : o.kind === 'free_bet'
          ? t('promotions.bonus.free_bet', { amount: money(o.amount) })
          : t('promotions.bonus.raffle');
  return [
    head,
    o.wageringMultiple > 0
      ? t('promotions.bonus.wagering', { multiple: o.wageringMultiple })
      : t('promotions.bonus.noWagering'),
    ...(o.maxBet ? [t('promotions.bonus.maxBet', { amount: money(o.maxBet) })] : []),
    t('promotions.bonus.expiry', { days: o.expiryDays }),
  ];
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => s.token !== null);
  const [busy, setBusy] = useState(false);
  const lines = useOfferLines(offer);

  const take = async () => {
    if (!signedIn) {
      openLogin('page');
      return;
    }
    setBusy(true);
    try {
      const grant = await takeBonus(offer);
      await refreshBalance(queryClient);
      const message =
        offer.kind === 'raffle'
          ? t('promotions.bonus.raffleWon', { amount: money(grant?.amount ?? null) })
          : grant
            ? t('promotions.bonus.freeBet', { amount: money(grant.amount) })
            : t('promotions.bonus.joined');
      await showAlert({ tone: 'success', message });
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledSection
      titleId="promo-bonus"
      title={t('promotions.bonus.title')}
      testId="promo-bonus"
      className="space-y-3 rounded-2xl border border-accent/40 bg-accent/5 p-5 shadow-card"
      titleClassName="flex items-center gap-2 text-base font-bold text-fg"
      icon="gift"
      iconClassName="size-4 text-accent"
    >
      <ul className="space-y-1 text-sm text-muted">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() => void take()}
        data-testid="promo-bonus-take"
      >
        {busy ? <Spinner className="size-4" /> : null}
        {!signedIn
          ? t('promotions.bonus.signIn')
          : offer.kind === 'raffle'
            ? t('promotions.bonus.claim')
            : t('promotions.bonus.join')}
      </Button>
    </TitledSection>
  );
}

/** A promotion's bonus with its terms and the join (or raffle claim) button; nothing without one. */
export function PromotionBonus({ promotionId }: { promotionId: number }) {
  const query = useBonusOffer(promotionId);
  // The terms above stand on their own: a bonus that cannot be read simply does not show.
  if (!query.data?.offer) return null;
  return <OfferCard offer={query.data.offer} />;
}
