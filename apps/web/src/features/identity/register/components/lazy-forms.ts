import { lazyPanel } from '@/components/ui/lazy-panel';

// Loaded when the register pop-up first opens, with its validation libraries.
export const RegisterForm = lazyPanel(() => import('./register-form').then((m) => m.RegisterForm));
