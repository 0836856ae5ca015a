import { endpoint } from '../endpoint.ts';

export const membersEndpoints = {
  // Sessions and the member's own account.
  'members.login': endpoint(['POST'], '/wps/session/login'),
  'members.freeplay': endpoint(['POST'], '/wps/session/login/freeplay'),
  'members.logout': endpoint(['DELETE'], '/wps/session/logout'),
  'members.info': endpoint(['GET'], '/wps/member/info'),
  'members.avatar': endpoint(['GET'], '/wps/member/info/icon'),
  'members.setAvatar': endpoint(['POST'], '/wps/member/info/icon'),
  'members.setLanguage': endpoint(['POST'], '/wps/member/info/language'),
  'members.avatarList': endpoint(['POST', 'GET'], '/wps/relay/MCSFE_getPlayerAvatar'),
  // Registration and its helpers.
  'members.register': endpoint(['PUT'], '/wps/member/register'),
  'members.registerMobile': endpoint(['PUT'], '/wps/member/register/mobile'),
  'members.affiliate': endpoint(['GET'], '/wps/agent/affiliate'),
  'members.captcha': endpoint(['GET'], '/wps/captcha'),
  'members.smsNoLogin': endpoint(['POST'], '/wps/verification/sms/noLogin'),
  'members.smsRegister': endpoint(['POST'], '/wps/verification/sms/register'),
  // Passwords.
  'members.changePassword': endpoint(['POST'], '/wps/member/password'),
  'members.forgotByEmail': endpoint(['POST'], '/wps/member/password/email'),
  'members.resetByToken': endpoint(['POST'], '/wps/member/password/reset'),
  'members.resetByPhone': endpoint(['POST'], '/wps/member/password/verification'),
  // Identity verification (KYC), member side.
  'members.securityConfig': endpoint(['GET'], '/wps/v2/member/securityConfig'),
  'members.uploadIdImages': endpoint(['POST'], '/wps/relay/MCSFE_uploadIdImg'),
  'members.setPersonalInfo': endpoint(['POST', 'GET'], '/wps/relay/MCSFE_setPersonalInfo'),
  'members.kycImage': endpoint(['GET'], '/wps/member/kyc/images/:imageId'),
  // Back office: staff session, audit log, KYC review, sandbox readers.
  'members.staffLogin': endpoint(['POST'], '/bo/api/session/login'),
  'members.staffLogout': endpoint(['DELETE'], '/bo/api/session/logout'),
  'members.staffMe': endpoint(['GET'], '/bo/api/session/me'),
  'members.audit': endpoint(['GET'], '/bo/api/audit'),
  'members.kycQueue': endpoint(['GET'], '/bo/api/kyc'),
  'members.kycReviewImage': endpoint(['GET'], '/bo/api/kyc/images/:imageId'),
  'members.kycApprove': endpoint(['POST'], '/bo/api/kyc/:memberId/approve'),
  'members.kycReject': endpoint(['POST'], '/bo/api/kyc/:memberId/reject'),
  'members.staffSetStatus': endpoint(['POST'], '/bo/api/members/:memberId/status'),
  'members.sandboxCaptcha': endpoint(['GET'], '/bo/api/sandbox/captcha'),
  'members.sandboxSms': endpoint(['GET'], '/bo/api/sandbox/sms'),
  'members.sandboxMail': endpoint(['GET'], '/bo/api/sandbox/mail'),
} as const;
