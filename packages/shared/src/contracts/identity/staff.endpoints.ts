import { endpointTable } from '../endpoint.ts';

export const staffEndpoints = endpointTable({
  // The second step of a sign-in (the first is members.staffLogin).
  'staff.enrolment': 'POST /bo/api/session/enrolment',
  'staff.enrolmentConfirm': 'POST /bo/api/session/enrolment/confirm',
  'staff.totp': 'POST /bo/api/session/totp',
  // The signed-in operator's own sessions and brand.
  'staff.mySessions': 'GET /bo/api/session/sessions',
  'staff.revokeMySession': 'DELETE /bo/api/session/sessions/:sessionId',
  'staff.switchBrand': 'POST /bo/api/session/brand',
  // Staff management (admins).
  'staff.list': 'GET /bo/api/staff',
  'staff.create': 'POST /bo/api/staff',
  'staff.setStatus': 'POST /bo/api/staff/:staffId/status',
  'staff.resetPassword': 'POST /bo/api/staff/:staffId/password',
  'staff.setRoles': 'POST /bo/api/staff/:staffId/roles',
  'staff.setBrands': 'POST /bo/api/staff/:staffId/brands',
  'staff.resetTotp': 'POST /bo/api/staff/:staffId/totp/reset',
  'staff.sessions': 'GET /bo/api/staff/:staffId/sessions',
  'staff.revokeSession': 'DELETE /bo/api/staff/:staffId/sessions/:sessionId',
});
