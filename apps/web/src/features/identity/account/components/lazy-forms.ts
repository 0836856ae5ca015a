import { lazyPanel } from '@/components/ui/lazy-panel';

// Loaded when the change-password pop-up first opens, with its validation libraries.
export const ChangePasswordForm = lazyPanel(() =>
  import('./change-password-form').then((m) => m.ChangePasswordForm),
);
