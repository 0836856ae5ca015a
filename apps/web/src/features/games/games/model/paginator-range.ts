import { PAGINATOR_MARGIN_PAGES, PAGINATOR_PAGE_RANGE } from '@pf/shared';

export type PageSlot = number | 'gap';

/**
 * The page buttons of §9's paginator: `margin` pages at each end, a window of `range` pages around
 * the current one (slid inward at the edges so it always holds `range` pages), and a gap wherever
 * pages are skipped. A gap never stands for a single page: that page is shown instead.
 */
export function pageSlots(
  current: number,
  total: number,
  margin = PAGINATOR_MARGIN_PAGES,
  range = PAGINATOR_PAGE_RANGE,
): PageSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) slots.push(p - 1);
    else if (prev !== undefined && p - prev > 2) slots.push('gap');
    slots.push(p);
  });
  return slots;
}

/** §9: the paginator shows only when there is more than one page. */
export const showsPaginator = (totalPages: number) => totalPages > 1;
