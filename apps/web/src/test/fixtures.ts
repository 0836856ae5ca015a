import { CURRENCY_DEFAULTS, type HelpItem, moneyToWire, type Permission } from '@pf/shared';

type PermissionOverrides = Omit<Partial<Permission>, 'whitelabel'> & {
  whitelabel?: Partial<Permission['whitelabel']>;
};

/** A brand in Vietnamese dong, with its currency's default amounts. */
export const vndWhitelabel = () => ({ currency: 'VND', money: moneyToWire(CURRENCY_DEFAULTS.VND) });

/**
 * A VND brand whose staff set small stakes (a default of 100.00, chips from 10.00): the game page
 * tests play with these; the currency's own defaults are checked where pages start from them.
 */
export const smallStakesWhitelabel = () => {
  const money = moneyToWire(CURRENCY_DEFAULTS.VND);
  money.inhouse = {
    min: '100.00',
    max: '1000000.00',
    defaultStake: '100.00',
    chips: ['10.00', '50.00', '100.00', '500.00', '1000.00'],
  };
  money.lottery = { defaultStake: '10.00', quickPicks: ['10.00', '50.00', '100.00', '500.00'] };
  return { currency: 'VND', money };
};

/** A complete permission answer for a normal (status 0) merchant; tests override what they test. */
export function makePermission(overrides: PermissionOverrides = {}): Permission {
  const { whitelabel, ...rest } = overrides;
  return {
    whitelabel: {
      platform: 'web',
      lotteryType: 'Lott',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'],
      prizeModes: ['Lott'],
      announcementTypes: ['B'],
      defaultExecution: 'B',
      esportsVendors: [],
      cockfightVendors: [],
      merchantCode: 'demo',
      name: 'Lucky Star',
      currency: 'USD',
      modules: { DIRECTREG3: true },
      brandSettings: { loginedToHomePage: false, regionalVariant: false },
      money: moneyToWire(CURRENCY_DEFAULTS.USD),
      theme: {},
      logoUrl: null,
      ...whitelabel,
    },
    register: { fields: {}, smsVerification: false, captcha: false, idVerification: false },
    resources: [],
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room', title: 'Live chat 24/7' }],
    socialLinks: [{ type: 'TELEGRAM', url: 'https://t.me/example' }],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    location: { ip: '127.0.0.1', country: null },
    status: { status: 0, title: null, endTime: null, message: null },
    ...rest,
  };
}

export const HELP_ITEMS: HelpItem[] = [
  { id: 2, anchor: 'privacy', title: 'Privacy policy', content: 'We keep your data safe.', sort: 2 },
  { id: 1, anchor: 'terms', title: 'Terms and conditions', content: 'Play fair.', sort: 1 },
];
