import { FreeBetPanel } from '@/features/games/inhouse';
import { FreeBetPanel as FreeBets } from '@/features/rewards/rewards';

// Loaded with the dice page (page-routes.ts): the member's free bets come from rewards.
FreeBetPanel.fill(FreeBets);
