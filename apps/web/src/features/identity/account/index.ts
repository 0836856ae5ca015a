// The account feature's public surface: the header's signed-in pieces and the password change.

export { saveMemberLanguage } from './api/language';
export { showsAgentCentre } from './components/account-menu';
export { HeaderBalance } from './components/header-balance';
export { HeaderMemberBar } from './components/header-member-bar';
export { ChangePasswordForm } from './components/lazy-forms';
export { SignOutDialog } from './components/sign-out-dialog';
export { useIsTrial } from './model/use-trial';
export { AgentCentre } from './slots';
