import { endpointTable } from '../endpoint.ts';

export const membersEndpoints = endpointTable({
  // Sessions and the member's own account.
  'members.login': 'POST /wps/session/login',
  'members.freeplay': 'POST /wps/session/login/freeplay',
  'members.logout': 'DELETE /wps/session/logout',
  'members.info': 'GET /wps/member/info',
  'members.avatar': 'GET /wps/member/info/icon',
  'members.setAvatar': 'POST /wps/member/info/icon',
  'members.setLanguage': 'POST /wps/member/info/language',
  'members.avatarList': 'POST GET /wps/relay/MCSFE_getPlayerAvatar',
  // Registration and its helpers.
  'members.register': 'PUT /wps/member/register',
  'members.registerMobile': 'PUT /wps/member/register/mobile',
  'members.affiliate': 'GET /wps/agent/affiliate',
  'members.captcha': 'GET /wps/captcha',
  'members.smsNoLogin': 'POST /wps/verification/sms/noLogin',
  'members.smsRegister': 'POST /wps/verification/sms/register',
  // Passwords.
  'members.changePassword': 'POST /wps/member/password',
  'members.forgotByEmail': 'POST /wps/member/password/email',
  'members.resetByToken': 'POST /wps/member/password/reset',
  'members.resetByPhone': 'POST /wps/member/password/verification',
  // Identity verification (KYC), member side.
  'members.securityConfig': 'GET /wps/v2/member/securityConfig',
  'members.uploadIdImages': 'POST /wps/relay/MCSFE_uploadIdImg',
  'members.setPersonalInfo': 'POST GET /wps/relay/MCSFE_setPersonalInfo',
  'members.kycImage': 'GET /wps/member/kyc/images/:imageId',
  // Back office: staff session, audit log, KYC review, sandbox readers.
  'members.staffLogin': 'POST /bo/api/session/login',
  'members.staffLogout': 'DELETE /bo/api/session/logout',
  'members.staffMe': 'GET /bo/api/session/me',
  'members.audit': 'GET /bo/api/audit',
  'members.kycQueue': 'GET /bo/api/kyc',
  'members.kycReviewImage': 'GET /bo/api/kyc/images/:imageId',
  'members.kycApprove': 'POST /bo/api/kyc/:memberId/approve',
  'members.kycReject': 'POST /bo/api/kyc/:memberId/reject',
  'members.staffSetStatus': 'POST /bo/api/members/:memberId/status',
  'members.sandboxCaptcha': 'GET /bo/api/sandbox/captcha',
  'members.sandboxSms': 'GET /bo/api/sandbox/sms',
  'members.sandboxMail': 'GET /bo/api/sandbox/mail',
});
