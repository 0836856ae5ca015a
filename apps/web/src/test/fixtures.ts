import type { HelpItem, Permission } from '@pf/shared';

type PermissionOverrides = Omit<Partial<Permission>, 'whitelabel'> & {
  whitelabel?: Partial<Permission['whitelabel']>;
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
