import { partSlot } from '@/lib/slot';

/** Beside the registration form: the brand's new-player promotions (rewards fills it). */
export const RegisterPromo = partSlot<Record<never, never>>('RegisterPromo');
