import type { AnnouncementKind } from '@pf/shared';
import { create } from 'zustand';

export interface NoticeModalTarget {
  type: AnnouncementKind;
  pageNo: number;
  /** The notice to show opened; null opens the list alone. */
  id: number | null;
}

interface NoticeModalState {
  target: NoticeModalTarget | null;
  open: (target: NoticeModalTarget) => void;
  close: () => void;
}

/** The announcement list modal, opened from the ticker (at a notice) or anywhere else. */
export const useNoticeModal = create<NoticeModalState>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
