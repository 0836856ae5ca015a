import { RegisterPromo } from '@/features/identity/register';
import { RegisterPromotions } from '@/features/rewards/promotions';

// Loaded with the registration page (page-routes.ts): its new-player promotions come from rewards.
RegisterPromo.fill(RegisterPromotions);
