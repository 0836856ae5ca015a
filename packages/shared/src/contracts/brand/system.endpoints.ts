import { endpoint } from '../endpoint.ts';

export const systemEndpoints = {
  'system.status': endpoint(['GET'], '/wps/system/status'),
  'system.permission': endpoint(['GET'], '/wps/system/permission'),
  'system.whitelabel': endpoint(['GET'], '/wps/system/whitelabel'),
  'system.registerSettings': endpoint(['GET'], '/wps/system/setting/register'),
  'system.domainRoute': endpoint(['GET'], '/wps/system/domainRoute'),
  'system.helpCenter': endpoint(['GET', 'POST'], '/wps/system/helpCenter'),
  // The logged-in tab's real-time channel (server-sent events).
  'system.push': endpoint(['GET'], '/wps/push/stream'),
} as const;
