import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { useDialogTurn } from '@/lib/use-dialog-turn';
import { useNotice } from '../api/notice';
import {
  acceptDisclaimer,
  closePublicity,
  disclaimerAccepted,
  type PopupList,
  publicityClosed,
} from '../model/session-flags';
import { DisclaimerModal } from './disclaimer-modal';
import { NoticeModal } from './notice-modal';
import { PublicityPopup } from './publicity-popup';

const REGISTER_PATHS = ['/register', '/register.html'];

/**
 * The layout's notice overlays (§4): the disclaimer at home until accepted this session, then the
 * publicity popup (visitors the public list, members the logged-in list) until closed this
 * session and never on the register pages, and the announcement list modal. Each takes its turn
 * with the other dialogs that open by themselves at the start (`useDialogTurn`). `held` keeps them
 * from opening while another dialog is on screen (a member pop-up), without closing one that is open.
 */
export function SiteNoticesHost({ home, held = false }: { home: boolean; held?: boolean }) {
  const { pathname } = useLocation();
  const member = useSessionStore((s) => Boolean(s.token));
  const list: PopupList = member ? 'member' : 'public';
  const [accepted, setAccepted] = useState(disclaimerAccepted);
  const [closed, setClosed] = useState(() => ({
    public: publicityClosed('public'),
    member: publicityClosed('member'),
  }));
  const notice = useNotice();

  const disclaimerDue = home && !accepted;
  const popup = notice.data?.popup ?? [];
  const popupDue = !disclaimerDue && popup.length > 0 && !REGISTER_PATHS.includes(pathname) && !closed[list];
  // One start-up dialog at a time: the disclaimer and then the popup hold one turn between them,
  // and the member's security prompt waits for it (or they for it, when it asked first).
  const turn = useDialogTurn('notices', disclaimerDue || popupDue, !held);
  const disclaimer = turn && disclaimerDue;
  const showPopup = turn && popupDue;

  return (
    <>
      <DisclaimerModal
        open={disclaimer}
        onAccept={() => {
          acceptDisclaimer();
          setAccepted(true);
        }}
      />
      {showPopup ? (
        <PublicityPopup
          key={list}
          items={popup}
          onClose={() => {
            closePublicity(list);
            setClosed((c) => ({ ...c, [list]: true }));
          }}
        />
      ) : null}
      <NoticeModal />
    </>
  );
}
