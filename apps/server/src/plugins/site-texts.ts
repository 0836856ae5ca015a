import type { BundledLanguage } from '@pf/shared';

/**
 * The page description search engines and link previews show, per language; `{brand}` is the
 * merchant's name. The web replaces it per page once it runs.
 */
export const SITE_DESCRIPTIONS: Record<BundledLanguage, string> = {
  EN: '{brand}: slots, live casino, sports, Vietnamese lottery and keno, on your phone or computer.',
  CN: '{brand}：老虎机、真人娱乐、体育、越南彩票与基诺，手机电脑随时畅玩。',
  ID: '{brand}: slot, kasino langsung, olahraga, lotere Vietnam dan keno, di ponsel atau komputer Anda.',
  PT: '{brand}: slots, cassino ao vivo, esportes, loteria vietnamita e keno, no celular ou no computador.',
  TH: '{brand}: สล็อต คาสิโนสด กีฬา หวยเวียดนามและคีโน เล่นได้ทั้งบนมือถือและคอมพิวเตอร์',
  TY: '{brand}: slots, live casino, sports, Vietnamese lottery at keno, sa iyong telepono o computer.',
  VI: '{brand}: slot, casino trực tiếp, thể thao, xổ số Việt Nam và keno, trên điện thoại hoặc máy tính.',
};
