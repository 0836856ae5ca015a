import type { AnnouncementKind } from '@pf/shared';
import { createSlotStore } from '@/lib/slot-store';

export interface NoticeModalTarget {
  type: AnnouncementKind;
  pageNo: number;
  /** The notice to show opened; null opens the list alone. */
  id: number | null;
}

/** The announcement list modal, opened from the ticker (at a notice) or anywhere else. */
export const useNoticeModal = createSlotStore<NoticeModalTarget, 'target'>('target');
