import type { Announcement, AnnouncementList, Banner, NoticeResponse } from '@pf/shared';

export const banner = (
  bannerId: number,
  groupName: Banner['groupName'],
  title = `Banner ${bannerId}`,
): Banner => ({
  bannerId,
  url: `/wps/content/images/00000000-0000-4000-8000-00000000000${bannerId % 10}`,
  groupName,
  linkageType: 1,
  link: '/promotions',
  title,
});

export const announcement = (id: number, title = `Notice ${id}`): Announcement => ({
  id,
  title,
  content: `Details of ${title.toLowerCase()}.`,
  publishedAt: '2026-11-20T08:00:00.000Z',
});

export const noticeAnswer = (over: Partial<NoticeResponse> = {}): NoticeResponse => ({
  player: [],
  banners: [],
  popup: [],
  promotion: [],
  ...over,
});

export const listAnswer = (
  items: Announcement[],
  pageNo = 1,
  totalPages = 1,
  pageSize = 9,
): AnnouncementList => ({
  content: items,
  pageNo,
  pageSize,
  totalPages,
  total: items.length,
});
