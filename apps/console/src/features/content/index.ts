export { BannersPage } from './banners/banners-page';
export { HelpPage } from './help/help-page';
export { SiteLinksPage } from './links/site-links-page';
export { NoticesPage } from './notices/notices-page';
