// The content feature's public surface: banners, the notice ticker and the notice overlays.

export { useAnnouncements } from './api/announcements';
export { prefetchNotice } from './api/notice';
export { AnnouncementItem } from './components/announcement-item';
export { BannerCarousel } from './components/banner-carousel';
export { NoticeTicker, TICKER_SHELL } from './components/notice-ticker';
export { SiteNoticesHost } from './components/site-notices-host';
export { useNoticeModal } from './model/notice-modal-store';
