import { lazy } from 'react';
import { HomeLotteryBoard } from '@/features/games/home';
import { loadLotteryBoard } from '@/features/lottery/lottery';

// Loaded with the home page (page-routes.ts). The board's own code is fetched as the visitor
// scrolls towards it (the page's BelowTheFold), not with the page.
HomeLotteryBoard.fill(lazy(() => loadLotteryBoard().then((m) => ({ default: m.LotteryBoard }))));
