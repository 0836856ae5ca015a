// The auth feature's public surface: what the shell and other member features may use.

export { type AuthView, type LoginSource, openLogin, useAuthModal } from '@/lib/auth-modal-store';
export { type CaptchaState, useCaptcha } from './api/captcha-api';
export { memberInfoQueryOptions } from './api/session-api';
export { sendSmsCode } from './api/sms-api';
export { CaptchaInput } from './components/captcha-input';
export { FreeplayButton } from './components/freeplay-button';
export { ForgotPasswordForm, LoginForm } from './components/lazy-forms';
export { MobileInput } from './components/mobile-input';
export { NewPasswordFields } from './components/new-password-fields';
export { SessionBootstrap } from './components/session-bootstrap';
export { defaultDialingCode, isMobileNumber } from './lib/dialing-codes';
export { useDialingCode } from './lib/use-dialing-code';
export { usePasswordRule, useUsernameRule } from './lib/use-password-rule';
export { toProfile } from './model/profile';
export { useLoginGate } from './model/use-login-gate';
export { type SessionLoginType, useSessionActions } from './model/use-session-actions';
