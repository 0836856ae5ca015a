import { type HelpItem, type Permission, SYSTEM_STATUS, type SystemStatus } from '@pf/shared';
import type { GeoIp } from '../../../platform/geoip.ts';
import { shareAnswer } from '../../../platform/shared-answers.ts';
import type { MerchantRepository } from '../merchant/merchant.repository.ts';
import type { Merchant, MerchantService } from '../merchant/merchant.service.ts';
import { passesMaintenance } from './maintenance-allow.ts';

/**
 * Region rule: 'deny' blocks the listed countries; 'allow' admits only the listed ones. An address
 * with no country (loopback, private ranges) is never blocked, so operators' own networks and
 * local development keep working.
 */
export function isRegionRestricted(
  m: Pick<Merchant, 'region_mode' | 'region_countries'>,
  country: string | null,
) {
  if (!country || m.region_mode === 'off') return false;
  const listed = m.region_countries.includes(country);
  return m.region_mode === 'deny' ? listed : !listed;
}

export function systemService(deps: { merchants: MerchantService; repo: MerchantRepository; geoip: GeoIp }) {
  function status(m: Merchant, country: string | null, ip: string): SystemStatus {
    // Maintenance wins over region restriction (§2 App start).
    if (m.maintenance_on && !passesMaintenance(m.maintenance_allow, ip)) {
      return {
        status: SYSTEM_STATUS.MAINTENANCE,
        title: m.maintenance_title,
        endTime: m.maintenance_end ? m.maintenance_end.toISOString() : null,
        message: m.maintenance_message,
      };
    }
    if (isRegionRestricted(m, country)) {
      return { status: SYSTEM_STATUS.REGION_RESTRICTED, title: null, endTime: null, message: null };
    }
    return { status: SYSTEM_STATUS.NORMAL, title: null, endTime: null, message: null };
  }

  /**
   * Answers per merchant object and address. A merchant object is replaced, never changed, when its
   * settings change (merchant.cache.ts), so an answer kept with it can never be stale; the same
   * object answered again is written from the serializer's and the answer memo's kept text and
   * bytes. Players behind one carrier or office address, and every app start of one player, share it.
   */
  const permissions = new WeakMap<Merchant, Map<string, Permission>>();
  /** The answer made from a cached list of help rows, kept with that list (same text each time). */
  const helpAnswers = new WeakMap<object, HelpItem[]>();
  const PERMISSIONS_KEPT = 10_000;

  function buildPermission(m: Merchant, ip: string): Permission {
    const country = deps.geoip.country(ip);
    return {
      whitelabel: deps.merchants.whitelabel(m),
      register: m.register_config,
      resources: m.resources,
      customerService: m.customer_service,
      socialLinks: m.social_links,
      analytics: { gtagId: m.gtag_id },
      imageCDNs: m.image_cdns,
      launchGameCDNs: m.launch_game_cdns,
      maintenance: m.maintenance_on && !passesMaintenance(m.maintenance_allow, ip),
      maintenanceEnd: m.maintenance_end ? m.maintenance_end.toISOString() : null,
      regionRestriction: isRegionRestricted(m, country),
      location: { ip, country },
      status: status(m, country, ip),
    };
  }

  return {
    country: (ip: string) => deps.geoip.country(ip),

    statusFor(m: Merchant, ip: string): SystemStatus {
      return status(m, deps.geoip.country(ip), ip);
    },

    permission(m: Merchant, ip: string): Permission {
      let byAddress = permissions.get(m);
      if (!byAddress) {
        byAddress = new Map();
        permissions.set(m, byAddress);
      }
      let answer = byAddress.get(ip);
      if (!answer) {
        answer = shareAnswer(buildPermission(m, ip));
        if (byAddress.size >= PERMISSIONS_KEPT) byAddress.clear();
        byAddress.set(ip, answer);
      }
      return answer;
    },

    async domainRoute(m: Merchant) {
      const domains = await deps.repo.domains(m.id);
      return { domainList: domains.map((domain) => ({ domain, speed: 0 as const })), resources: m.resources };
    },

    /** Help items in the asked language, else the merchant's default language, else EN. */
    async helpCenter(m: Merchant, language: string): Promise<HelpItem[]> {
      const order = [language.toUpperCase(), m.config.defaultLanguage, 'EN'];
      for (const lang of new Set(order)) {
        const items = await deps.repo.helpItems(m.id, lang);
        if (!items.length) continue;
        let answer = helpAnswers.get(items);
        if (!answer) {
          answer = shareAnswer(items.map(({ language: _l, ...item }) => item));
          helpAnswers.set(items, answer);
        }
        return answer;
      }
      return [];
    },
  };
}

export type SystemService = ReturnType<typeof systemService>;
