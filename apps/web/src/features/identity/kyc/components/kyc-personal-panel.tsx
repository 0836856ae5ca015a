import { lazyPanel } from '@/components/ui/lazy-panel';

/**
 * The personal-info step on its own, for pages that need the member's real name (the withdrawal
 * account): its form code arrives when it is first shown.
 */
export const KycPersonalPanel = lazyPanel(() => import('./kyc-personal-form').then((m) => m.KycPersonalForm));
