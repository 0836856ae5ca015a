// The system feature's public surface: what the app shell and other features may use.
export { helpCenterQueryOptions, useHelpCenter } from './api/help-center';
export { permissionQueryOptions, useLoadedPermission, usePermission } from './api/permission';
export { useSystemStatus } from './api/status';
/** Home's help tabs, loaded as the visitor scrolls near them (they lie below a phone's first screen). */
export const loadHelpTabs = () => import('./components/help-tabs');
export { StatusFrame } from './components/status-frame';
export { useCustomerService } from './components/use-customer-service';
export { useBrandMoney } from './model/brand-money';
export { customerServiceFor } from './model/customer-service-choice';
export { useMinimumAge } from './model/minimum-age';
export { MaintenancePage } from './pages/maintenance-page';
export { RegionRestrictedPage } from './pages/region-restricted-page';
