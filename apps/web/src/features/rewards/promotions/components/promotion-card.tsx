import type { PromotionCard as Promotion } from '@pf/shared';
import { Link } from 'react-router';
import { SizedImage } from '@/components/ui/sized-image';
import { useTranslation } from '@/lib/i18n/use-translation';
import { promoDetailPath } from '../model/paths';
import { PromotionPeriod } from './promotion-period';

/** A promotion in the list: artwork, category, title, summary, period; the whole card opens it. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  return (
    <article className="group overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-accent/60">
      <Link to={promoDetailPath(promotion.id)} className="block focus-visible:outline-none">
        <div className="aspect-[2/1] overflow-hidden bg-surface-2">
          <SizedImage
            src={promotion.imageUrl}
            // One card a row on a phone, three on a desktop.
            widths={[480, 768, 960]}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <div className="space-y-2 p-4">
          <span className="inline-block rounded-full bg-accent/15 px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-accent uppercase">
            {t(`promotions.category.${promotion.category}`)}
          </span>
          <h2 className="text-base leading-snug font-bold text-fg">{promotion.title}</h2>
          <p className="line-clamp-2 text-sm text-muted">{promotion.summary}</p>
          <PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
        </div>
      </Link>
    </article>
  );
}
