export { SignInPage } from './sign-in-page';
export { staffMeQuery, useSignOut } from './staff-me';
