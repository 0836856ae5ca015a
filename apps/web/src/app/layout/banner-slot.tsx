import type { BannerGroup } from '@pf/shared';
import { Icon, type IconName } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';

const GROUP_ICONS: Record<BannerGroup, IconName> = {
  home: 'star',
  rng: 'slots',
  live: 'chip',
  fish: 'fish',
  pvp: 'cards',
  sports: 'ball',
  esports: 'gamepad',
  lottery: 'ticket',
  download: 'phone',
  promotion: 'gift',
  shop: 'bag',
  help: 'help',
  register: 'user',
  inhouse: 'star',
};

/**
 * The hero keeps the same deep colours in both themes: white headline text must always read.
 * Where the route's banner carousel goes (§2 Layout: route → banner group). Until the merchant's
 * banners are wired in, the slot shows a designed hero for its group instead of an empty hole.
 */
export function BannerSlot({ group, brand }: { group: BannerGroup; brand: string }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="banner-slot"
      data-group={group}
      aria-label={t('banner.label')}
      className="relative isolate h-44 overflow-hidden rounded-3xl bg-linear-to-br from-violet-600 via-indigo-800 to-slate-900 shadow-card sm:h-56"
    >
      <div className="absolute -top-20 -end-10 -z-10 size-80 rounded-full bg-accent opacity-30 blur-3xl" />
      <div className="absolute -bottom-32 start-1/3 -z-10 size-80 rounded-full bg-brand-2 opacity-20 blur-3xl" />
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,#ffffff1f_1px,transparent_0)] bg-size-[22px_22px] opacity-60" />
      <div className="absolute top-1/2 end-6 -z-10 -translate-y-1/2 text-white/15 sm:end-16">
        <Icon name={GROUP_ICONS[group]} className="size-36 rotate-12 sm:size-52" />
      </div>
      <div className="flex h-full max-w-xl flex-col justify-center gap-2 px-6 pb-4 sm:px-10">
        <span className="w-fit rounded-full bg-white/15 px-3 py-1 text-[11px] font-bold tracking-widest text-white uppercase backdrop-blur">
          {t('banner.label')}
        </span>
        <h2 className="line-clamp-2 text-2xl leading-tight font-black tracking-tight text-white text-shadow-sm sm:text-4xl">
          {t(`banner.${group}`, { brand })}
        </h2>
        <p className="line-clamp-1 max-w-md text-sm text-white/80 sm:line-clamp-2 sm:text-base">
          {t('banner.subtitle')}
        </p>
      </div>
      <div className="absolute bottom-4 start-6 flex gap-1.5 sm:start-10" aria-hidden="true">
        <span className="h-1.5 w-6 rounded-full bg-accent" />
        <span className="size-1.5 rounded-full bg-white/40" />
        <span className="size-1.5 rounded-full bg-white/40" />
      </div>
    </section>
  );
}
