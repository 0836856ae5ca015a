import { lazyPanel } from '@/components/ui/lazy-panel';

// The forms bring their validation (zod, react-hook-form); they load when a pop-up first opens.
export const LoginForm = lazyPanel(() => import('./login-form').then((m) => m.LoginForm));
export const ForgotPasswordForm = lazyPanel(() =>
  import('./forgot-password-form').then((m) => m.ForgotPasswordForm),
);
