import type {
  BrandSettings,
  BrandTheme,
  CustomerServiceEntry,
  MerchantConfig,
  MoneyOverrides,
  RegisterConfig,
  Resource,
  SocialLink,
} from '@pf/shared';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: ColumnType<string, string | undefined, string>;
  /** IANA zone whose midnight cuts the brand's payroll and rebate periods. */
  time_zone: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  config: JSONColumnType<MerchantConfig>;
  brand_settings: JSONColumnType<BrandSettings>;
  register_config: JSONColumnType<RegisterConfig>;
  customer_service: JSONColumnType<CustomerServiceEntry[]>;
  social_links: JSONColumnType<SocialLink[]>;
  resources: JSONColumnType<Resource[]>;
  gtag_id: string | null;
  image_cdns: ColumnType<string[], string[] | undefined, string[]>;
  launch_game_cdns: ColumnType<string[], string[] | undefined, string[]>;
  maintenance_on: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance_title: string | null;
  maintenance_message: string | null;
  maintenance_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  region_mode: ColumnType<'off' | 'allow' | 'deny', 'off' | 'allow' | 'deny' | undefined>;
  region_countries: ColumnType<string[], string[] | undefined, string[]>;
  /** Amounts the brand sets over its currency's defaults (wire shape, packages/shared money). */
  money_overrides: ColumnType<MoneyOverrides, string | undefined, string>;
  theme: ColumnType<BrandTheme, string | undefined, string>;
  /** The brand's logo in the content store; none draws the built-in mark. */
  logo_url: string | null;
  /** Addresses and ranges (CIDR) that see the site while it is under maintenance. */
  maintenance_allow: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_id: number;
  is_primary: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface MerchantModulesTable {
  merchant_id: number;
  code: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HelpItemsTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  anchor: string;
  title: string;
  content: string;
  sort: ColumnType<number, number | undefined, number>;
}

export interface MerchantTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_modules: MerchantModulesTable;
  help_items: HelpItemsTable;
}
