import type { GameType, VendorCard } from '@pf/shared';
import { CATEGORY_ROUTES } from '@pf/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoadedPermission } from '@/features/brand/system';
import { useLoginGate } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { useUiStore } from '@/lib/ui-store';
import { launchGame, launchUrlOf } from '../api/launch';
import { rememberFrameUrl } from './frame-url';
import { closedGameOf, useClosedGameStore } from './game-closed-store';

/** What a launch needs to know about a game, a winner entry or a single-game vendor card. */
export interface Launchable {
  gameId: number | null;
  nodeId: number;
  vassalage: string;
  gameType: GameType;
  gameCode?: string;
  /** Shown above the framed game. */
  gameName?: string | null;
  maintenance?: boolean;
}

/** The in-house vendor's games have their own pages on this site (§4 Inhouse mode, vendor BGS). */
export const INHOUSE_VENDOR = 'BGS';

/**
 * §4 Game click for a game: behind the login gate, ask the server for the launch URL. A URL on this
 * site (the in-house pages) is routed to; any other is framed, on /seamless for games on the
 * seamless wallet and on /game otherwise. With a gameId the side bar goes mini, so the game gets
 * the room. A game that cannot open (maintenance) gets the server's suggestions in a dialog; the
 * server is asked even for a game the catalog marks closed, since only it knows what is open now.
 */
export function useGameLauncher() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const navigate = useNavigate();
  const { whitelabel } = useLoadedPermission();
  const { code: language } = useLanguage();
  const [pending, setPending] = useState<number | null>(null);

  const open = useCallback(
    async (game: Launchable) => {
      const { token, profile } = useSessionStore.getState();
      if (!token || !profile) return;
      setPending(game.nodeId);
      try {
        const value = await launchGame({
          gameId: game.gameId ?? undefined,
          nodeId: game.nodeId,
          vassalage: game.vassalage,
          gameType: game.gameType,
          username: profile.account,
          token,
          merchantCode: whitelabel.merchantCode,
          language,
        });
        const url = launchUrlOf(value);
        if (!url) throw new ApiError('UNKNOWN', '', 200);
        if (game.gameId !== null) useUiStore.getState().setSideBarMini(true);
        if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
        else {
          rememberFrameUrl(url);
          const name = game.gameName ?? undefined;
          navigate(value.seamless ? '/seamless' : '/game', { state: { url, name } });
        }
      } catch (error) {
        const closed = closedGameOf(error);
        if (closed) {
          useClosedGameStore.getState().open(closed);
          return;
        }
        // The in-house pages live on this site: they stay reachable while the launch call is down.
        if (game.vassalage === INHOUSE_VENDOR && game.gameCode && isMissingRoute(error)) {
          navigate(`${CATEGORY_ROUTES.INHOUSE}/${game.gameCode}`);
          return;
        }
        void showAlert({ message: errorText(t, error) });
      } finally {
        setPending(null);
      }
    },
    [language, navigate, t, whitelabel.merchantCode],
  );

  const launch = useCallback((game: Launchable) => gate(() => void open(game)), [gate, open]);
  return { launch, pending };
}

/** A relay the server does not (yet) have answers 404 without a known code. */
const isMissingRoute = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 404 &&
  (error.code === 'HTTP_404' || error.code === 'NOT_FOUND');

/** §4 Lottery launch by account type: the VN lobby, the lottery page, or a third-party launch. */
export function lotteryRouteOf(card: Pick<VendorCard, 'accountTypeName' | 'vassalage'>): string | null {
  if (card.accountTypeName === 'TCG_LOTTO_VN' || card.vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (card.accountTypeName === 'LOTT' || card.accountTypeName === 'ELOTT') return '/lottery';
  return null;
}
