import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/lib/alert-store';
import type { LotteryMenuItem } from '../api/lottery-types';
import { lotteryLaunch } from './launch';

/**
 * Opens a lottery game the way §4 routes it: our own Vietnamese and keno games open their betting
 * pages; the SEA lottery and third-party lotteries are not hosted on this platform, so the member
 * is told so instead of landing on a blank page.
 */
export function useLotteryLaunch() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (item: LotteryMenuItem) => {
      const target = lotteryLaunch(item);
      if (target.kind === 'route') {
        void navigate(target.to);
        return;
      }
      void showAlert({ message: t('lottery.launch.unavailable'), tone: 'info' });
    },
    [navigate, t],
  );
}
