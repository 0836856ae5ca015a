// The system feature's public surface: what the app shell and other features may use.
export { helpCenterQueryOptions, useHelpCenter } from './api/help-center';
export { permissionQueryOptions, useLoadedPermission, usePermission } from './api/permission';
export { useSystemStatus } from './api/status';
export { HelpTabs } from './components/help-tabs';
export { StatusFrame } from './components/status-frame';
export { useCustomerService } from './components/use-customer-service';
export { customerServiceFor } from './model/customer-service-choice';
export { MaintenancePage } from './pages/maintenance-page';
export { RegionRestrictedPage } from './pages/region-restricted-page';
