export { brandCurrency, merchantExists, namedBrands, staffBrands } from './merchant/brand-lookups.ts';
export { brandSetting } from './merchant/brand-setting.ts';
export {
  demoResources,
  demoSocialLinks,
  RETIRED_DEMO_CUSTOMER_SERVICE,
} from './merchant/demo-brand-links.ts';
export { demoHelpItems } from './merchant/demo-help-items.ts';
export { DEMO_MERCHANT_CODE, seedDemoMerchant } from './merchant/demo-merchant.ts';
export { cachedMerchantRepository } from './merchant/merchant.cache.ts';
export { merchantRepository } from './merchant/merchant.repository.ts';
export type { Merchant, MerchantService } from './merchant/merchant.service.ts';
export { hostnameOf, merchantService } from './merchant/merchant.service.ts';
export type { MerchantTables } from './merchant/merchant.tables.ts';
export { moneySettingsRoutes } from './merchant/money-settings.routes.ts';
export type { MoneySettingsService } from './merchant/money-settings.service.ts';
export { moneySettingsService } from './merchant/money-settings.service.ts';
export type { BrandRef, NamedBrand, StaffBrands } from './merchant/staff-merchant.ts';
export { brandOf, staffMerchant } from './merchant/staff-merchant.ts';
export type { BrandArea } from './register.ts';
export { registerBrand } from './register.ts';
export { seedBrand } from './seed.ts';
export type { BrandCreatedHook } from './setup/brand-setup.service.ts';
export { systemRoutes } from './system/system.routes.ts';
export { systemService } from './system/system.service.ts';
