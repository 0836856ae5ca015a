import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LotteryBoard } from '../components/lottery-board';

/** /elott and /lotteryCenter: the lobby variant of the lottery block (§2). */
export function LotteryLobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const centre = pathname.toLowerCase().startsWith('/lotterycenter');
  return (
    <div data-testid="lottery-lobby-page" className="space-y-6">
      <LotteryBoard variant="lobby" title={t(centre ? 'lottery.centreTitle' : 'lottery.elottTitle')} />
    </div>
  );
}
