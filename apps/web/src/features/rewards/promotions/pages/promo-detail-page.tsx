import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SizedImage } from '@/components/ui/sized-image';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePromotion } from '../api/promotions';
import { ActivityPanel } from '../components/activity-panel';
import { PromotionBonus } from '../components/bonus-offer';
import { PromotionPeriod } from '../components/promotion-period';
import { PromotionError } from '../components/promotion-states';
import { TermsText } from '../components/terms-text';

const idOf = (raw: string | null) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="gift"
      title={t('promotions.notFoundTitle')}
      message={t('promotions.notFoundText')}
      action={<LinkButton to="/promotions">{t('promotions.back')}</LinkButton>}
    />
  );
}

/** /promoDetail?id= (§2, the named route 'promotions'): artwork, title, period and terms. */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = usePromotion(id);

  if (id === null) return <NotFound />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('promotions.loading')} className="mx-auto max-w-3xl space-y-4">
        <div className="aspect-[2/1] animate-pulse rounded-3xl bg-surface-2" />
        <div className="h-7 w-2/3 animate-pulse rounded bg-surface-2" />
        <div className="h-24 animate-pulse rounded bg-surface-2" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'PROMOTION_NOT_FOUND') return <NotFound />;
    return <PromotionError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const p = query.data;
  return (
    <article data-testid="promo-detail-page" className="mx-auto max-w-3xl space-y-5">
      <LinkButton to="/promotions" variant="ghost" size="sm">
        <Icon name="chevronLeft" className="size-4 rtl:rotate-180" />
        {t('promotions.back')}
      </LinkButton>
      <SizedImage
        src={p.imageUrl}
        // The article is at most 768 px wide (max-w-3xl).
        widths={[480, 768, 1200]}
        sizes="(min-width: 800px) 768px, 100vw"
        alt=""
        className="aspect-[2/1] w-full rounded-3xl object-cover shadow-card"
      />
      <header className="space-y-2">
        <span className="inline-block rounded-full bg-accent/15 px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-accent uppercase">
          {t(`promotions.category.${p.category}`)}
        </span>
        <h1 className="font-display text-2xl leading-tight font-bold text-fg sm:text-3xl">{p.title}</h1>
        <p className="text-sm text-muted">{p.summary}</p>
        <PromotionPeriod startsAt={p.startsAt} endsAt={p.endsAt} />
      </header>
      <ActivityPanel promotionId={p.id} />
      <PromotionBonus promotionId={p.id} />
      <section
        aria-labelledby="promo-terms"
        className="rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        <h2 id="promo-terms" className="mb-3 text-base font-bold text-fg">
          {t('promotions.terms')}
        </h2>
        <TermsText terms={p.terms} />
      </section>
    </article>
  );
}
