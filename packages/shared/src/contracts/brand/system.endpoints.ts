import { endpointTable } from '../endpoint.ts';

export const systemEndpoints = endpointTable({
  'system.status': 'GET /wps/system/status',
  'system.permission': 'GET /wps/system/permission',
  'system.whitelabel': 'GET /wps/system/whitelabel',
  'system.registerSettings': 'GET /wps/system/setting/register',
  'system.domainRoute': 'GET /wps/system/domainRoute',
  'system.helpCenter': 'GET POST /wps/system/helpCenter',
  // The logged-in tab's real-time channel (server-sent events).
  'system.push': 'GET /wps/push/stream',
});
