import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BlockBoundary } from '@/components/ui/block-boundary';
import { BuildLater } from '@/components/ui/build-later';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { useLoadedPermission } from '@/features/brand/system';
import { BannerCarousel, NoticeTicker, SiteNoticesHost, TICKER_SHELL } from '@/features/content/content';
import { useUnreadCount } from '@/features/content/messages';
import { GameClosedHost } from '@/features/games/games/closed';
import { useAuthModal } from '@/features/identity/auth';
import { type CentreHidden, MemberCentreHost, useMemberCentreStore } from '@/features/identity/member-center';
import { useMissionBadge } from '@/features/rewards/missions';
import { useReferralStatus } from '@/features/rewards/referral';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRouteHandle } from '@/lib/route-handle';
import { releaseShellBanner } from '@/lib/shell-banner';
import { useUiStore } from '@/lib/ui-store';
import { DESKTOP_QUERY, SMALL_UP_QUERY, useBuildWhere, useMediaQuery } from '@/lib/use-media-query';
import { isImmersivePath } from '../page-routes';
import { BannerSlot } from './banner-slot';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { MEMBER_CENTRE_PAGES } from './member-centre-pages';
import { MemberModals } from './member-modals';
import { NavigationProgress } from './navigation-progress';
import { PhoneSupportButton } from './phone-support-button';
import { RightBar } from './right-bar';
import { SideBar } from './side-bar';
import { useBrandColours } from './use-brand-colours';
import { useDocumentTitle } from './use-document-title';

// The footer starts a screen below the header on every page: its code (the brand's links, the
// providers' logos) comes with the visitor's first scroll, not with the frame's before the first paint.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * The site frame (§2 Layout): header, side bar, banner and notice ticker, page, footer, the right
 * bar and, on phones, the bottom tab bar; with the disclaimer, publicity popup and notice list.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const userMini = useUiStore((s) => s.sideBarMini);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const rightBar = useBuildWhere(DESKTOP_QUERY);
  // Below `sm` the header has no customer-service menu: the phone gets its own button instead.
  const phone = !useMediaQuery(SMALL_UP_QUERY);
  const immersive = isImmersivePath(pathname);
  // Mini is a desktop notion; the phone drawer always shows labels.
  const mini = desktop && (immersive || userMini);
  useDocumentTitle(handle, whitelabel.name);
  useBrandColours(whitelabel.theme);
  // A page without a banner place: the banner the server drew over the page goes.
  const bannerGroup = handle?.banner ?? null;
  useEffect(() => {
    if (bannerGroup === null) releaseShellBanner();
  }, [bannerGroup]);

  return (
    <div className="min-h-dvh bg-bg text-fg">
      <a
        href="#content"
        className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('app.skipToContent')}
      </a>
      <Header forcedMini={immersive} />
      <NavigationProgress />
      <SideBar mini={mini} />
      {/* On phones the bottom tab bar covers the last 4rem (plus the safe area): keep the footer clear of it. */}
      <div
        className={cn(
          'pt-16 transition-[padding] duration-300 max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]',
          mini ? 'lg:ps-[76px]' : 'lg:ps-[248px]',
        )}
      >
        {/* At least a screen tall: the footer starts below the fold, so a page that fills in after
            its data arrives never shoves it across the screen (layout shift). */}
        <main
          id="content"
          className="mx-auto min-h-dvh max-w-[1200px] space-y-6 px-3 py-4 sm:px-6 sm:py-6 lg:pe-20"
        >
          {handle?.banner ? (
            <>
              <BannerCarousel
                group={handle.banner}
                fallback={<BannerSlot group={handle.banner} brand={whitelabel.name} />}
              />
              {/* The banner is the largest thing of the first screen and is built with the frame;
                  the ticker below it comes a task later, in a place of its own size meanwhile. */}
              <BuildLater id="notice-ticker" fallback={<div aria-hidden="true" className={TICKER_SHELL} />}>
                <NoticeTicker />
              </BuildLater>
            </>
          ) : null}
          {/* The page is built in the task after the frame's: the site's first render, the longest
              task of its start on a phone, is split in two. Only the first render waits; later
              pages render at once, as the host is already built. */}
          <BuildLater>
            <Outlet />
          </BuildLater>
        </main>
        {/* Below the fold on every page (the page above is at least a screen tall): built when the
            visitor first scrolls, not while the page's own answers are still filling it in. */}
        <RenderWhenNear id="footer" margin="0px" placeholderClassName="h-96">
          {/* The footer runs edge to edge; a notice in its place keeps the page's margins. */}
          <BlockBoundary failedClassName="mx-auto max-w-[1200px] px-3 pb-6 sm:px-6 lg:pe-20">
            <Suspense fallback={<div aria-hidden="true" className="h-96" />}>
              <Footer />
            </Suspense>
          </BlockBoundary>
        </RenderWhenNear>
      </div>
      {/* The right bar shows from `lg` only: a phone never builds it. */}
      {immersive || !rightBar ? null : <RightBar />}
      {/* Fixed to the bottom of a phone's screen, so it moves nothing when it comes a task later; the
          hosts of dialogs and of the member centre are closed at first. Each is built in a task of
          its own, after the one that draws the page. */}
      <BuildLater>
        <BottomNav />
      </BuildLater>
      {phone ? (
        <BuildLater>
          <PhoneSupportButton />
        </BuildLater>
      ) : null}
      <BuildLater>
        <MemberModals />
      </BuildLater>
      <BuildLater>
        <SiteNotices home={handle?.page === 'home'} />
      </BuildLater>
      <BuildLater>
        <GameClosedHost />
      </BuildLater>
      <BuildLater>
        <MemberCentreWithBadges />
      </BuildLater>
    </div>
  );
}

/**
 * The site's notices, held back while a member pop-up is on screen: the welcome of a member who has
 * just registered (or the login, or a forced password change) is read first, and the publicity
 * popup follows it instead of covering it. Read here, so opening a pop-up re-renders this host only.
 */
function SiteNotices({ home }: { home: boolean }) {
  const held = useAuthModal((s) => s.view !== null);
  return <SiteNoticesHost home={home} held={held} />;
}

/**
 * The member centre with its menu badges. The badges' queries answer one by one after a member's
 * start; read here rather than in the layout, each answer re-renders this host alone instead of
 * the whole frame and the page inside it.
 */
function MemberCentreWithBadges() {
  const unread = useUnreadCount();
  const centreOpen = useMemberCentreStore((s) => s.page !== null);
  const openMissions = useMissionBadge(centreOpen);
  const referralOn = useReferralStatus().data?.enabled === true;
  return (
    <MemberCentreHost
      pages={MEMBER_CENTRE_PAGES}
      badges={{ messageV2: unread, missionLeaderboard: openMissions }}
      hidden={referralOn ? NONE_HIDDEN : REFERRAL_HIDDEN}
    />
  );
}

/** The member centre's entries left off while the brand's referral programme is off. */
const NONE_HIDDEN: CentreHidden = [];
const REFERRAL_HIDDEN: CentreHidden = ['referral'];
