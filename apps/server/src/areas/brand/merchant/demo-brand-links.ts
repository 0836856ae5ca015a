import type { CustomerServiceEntry, Resource, SocialLink } from '@pf/shared';

/**
 * The demo brand's outside addresses: its social pages, and where its apps and affiliate programme
 * are downloaded or joined. Operators replace them with their own. It has no outside live-chat
 * desk: its members are served by the built-in support chat (docs/support-chat.md), which staff
 * answer from the back office.
 */
export const demoCustomerService: CustomerServiceEntry[] = [];

/**
 * The outside desk the demo brand was first seeded with. Its address never answered, so a
 * database seeded with it moves to the built-in chat; a desk an operator set is left alone.
 */
export const RETIRED_DEMO_CUSTOMER_SERVICE: CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', path: 'https://direct.lc.chat/15837204/1', title: 'Live chat 24/7' },
  { csType: 'VIP', path: 'https://direct.lc.chat/15837204/2', title: 'VIP host' },
];

export const demoSocialLinks: SocialLink[] = [
  { type: 'TELEGRAM', url: 'https://t.me/luckylotus_official' },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/luckylotus.official' },
  { type: 'VIBER', url: 'viber://pa?chatURI=luckylotus' },
  { type: 'YOUTUBE', url: 'https://www.youtube.com/@luckylotus.official' },
  { type: 'INSTAGRAM', url: 'https://www.instagram.com/luckylotus.official' },
  { type: 'LINE', url: 'https://line.me/R/ti/p/@luckylotus' },
];

export const demoResources: Resource[] = [
  {
    resourceType: 'Android',
    url: 'https://download.luckylotus.app/android/LuckyLotus-3.2.0.apk',
    qrCodeUrl: 'https://download.luckylotus.app/android',
    labelNameEn: 'Lucky Lotus for Android',
  },
  {
    resourceType: 'MOBILECONFIG',
    url: 'https://download.luckylotus.app/ios/LuckyLotus.mobileconfig',
    qrCodeUrl: 'https://download.luckylotus.app/ios',
    labelNameEn: 'Lucky Lotus for iPhone and iPad',
  },
  {
    resourceType: 'AFFILIATELINK',
    url: 'https://partners.luckylotus.app/join',
    qrCodeUrl: '',
    labelNameEn: 'Become a partner',
  },
];
