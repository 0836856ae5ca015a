import { moneyToWire, type Whitelabel } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { MerchantRepository, MerchantRow } from './merchant.repository.ts';
import { effectiveMoney } from './money-settings.ts';

export interface Merchant extends MerchantRow {
  modules: string[];
}

// What `request.merchant()` answers (plugins/merchant.ts) is this merchant.
declare module '../../../plugins/merchant.ts' {
  interface RequestMerchant extends Merchant {}
}

/** Strips the port and lowercases a Host header value ('Shop.Example:3000' -> 'shop.example'). */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

export function merchantService(repo: MerchantRepository) {
  /**
   * One Merchant object per cached row and module list: answers kept per merchant object (the
   * app-start permission, the serializer's text) then hit on every request, and a change to either
   * (a new row or list from the read cache) still makes a new object, so nothing stale is kept.
   */
  const joined = new WeakMap<MerchantRow, { modules: string[]; merchant: Merchant }>();

  async function withModules(row: MerchantRow): Promise<Merchant> {
    const modules = await repo.enabledModules(row.id);
    const kept = joined.get(row);
    if (kept && kept.modules === modules) return kept.merchant;
    const merchant = { ...row, modules };
    joined.set(row, { modules, merchant });
    return merchant;
  }

  return {
    /**
     * Resolves the merchant of a request: an explicit merchantCode wins, then the Host header
     * through the domain table, then the deployment's default merchant. No match is the spec's
     * domain-check failure.
     */
    async resolve(input: {
      merchantCode?: string | undefined;
      host?: string | undefined;
    }): Promise<Merchant> {
      let row: MerchantRow | undefined;
      if (input.merchantCode) {
        row = await repo.findByCode(input.merchantCode);
      } else {
        const hostname = hostnameOf(input.host);
        row = (hostname ? await repo.findByDomain(hostname) : undefined) ?? (await repo.findDefault());
      }
      if (!row) throw new AppError('DOMAIN_INVALID');
      return withModules(row);
    },

    whitelabel(m: Merchant): Whitelabel {
      return {
        ...m.config,
        merchantCode: m.code,
        name: m.name,
        currency: m.currency,
        modules: Object.fromEntries(m.modules.map((code) => [code, true])),
        brandSettings: m.brand_settings,
        money: moneyToWire(effectiveMoney(m)),
        theme: m.theme,
        logoUrl: m.logo_url,
      };
    },

    hasModule(m: Merchant, code: string): boolean {
      return m.modules.includes(code);
    },
  };
}

export type MerchantService = ReturnType<typeof merchantService>;
