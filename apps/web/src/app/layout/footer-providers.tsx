import type { VendorCard, VendorLane } from '@pf/shared';
import { type MouseEvent, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { useVendorLanes } from '@/features/games/games/menu';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNearScreen } from '@/lib/use-near-screen';

/** Every vendor of the catalog once, in lane order (a vendor may serve several game types). */
export function uniqueVendors(lanes: readonly VendorLane[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const lane of lanes)
    for (const card of lane.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card);
  return [...seen.values()];
}

/** A provider's logo; until the footer is about to be seen, its name stands in (no image fetched). */
function Logo({ card, shown }: { card: VendorCard; shown: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <a
      href={`/providers?vassalage=${encodeURIComponent(card.vassalage)}`}
      title={card.displayName}
      className="flex h-12 items-center justify-center rounded-xl border border-line bg-surface px-3 opacity-80 grayscale transition hover:border-accent hover:opacity-100 hover:grayscale-0"
    >
      {broken || !shown ? (
        <span className="truncate text-xs font-semibold text-fg">{card.displayName}</span>
      ) : (
        <img
          src={card.iconUrl}
          alt={card.displayName}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="h-8 max-w-full object-contain"
        />
      )}
    </a>
  );
}

/**
 * Opens a logo's page inside the app on a plain click, as a router link does; a modified or middle
 * click is left to the browser (new tab, new window). One handler for the whole list: some forty
 * router links cost more to render than the rest of the footer.
 */
const openInside = (navigate: NavigateFunction) => (event: MouseEvent<HTMLUListElement>) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!href) return;
  event.preventDefault();
  navigate(href);
};

/** §2 Footer: the logos of the providers the catalog lists (GCSGAME_newGameVendor). */
export function FooterProviders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vendors = uniqueVendors(useVendorLanes().data ?? []);
  // Some forty logos, each an image the phone decodes on its own: fetched only when the footer
  // comes near, not while the page's first screen is being drawn.
  const [ref, near] = useNearScreen<HTMLElement>();
  if (vendors.length === 0) return null;
  return (
    <section ref={ref} data-testid="provider-logos" aria-labelledby="footer-providers" className="mb-10">
      <h3 id="footer-providers" className="mb-4 text-xs font-semibold tracking-widest text-muted uppercase">
        {t('footer.providers')}
      </h3>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click */}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8" onClick={openInside(navigate)}>
        {vendors.map((card) => (
          <li key={card.vassalage}>
            <Logo card={card} shown={near} />
          </li>
        ))}
      </ul>
    </section>
  );
}
