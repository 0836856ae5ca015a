import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentCall, contentKeys } from '../content-calls';
import type { StaffBanner } from './banner-form';

/**
 * Turning a banner on or off, and moving it up or down its route group: the group is numbered
 * again in steps of 10 in its new order, and only the banners whose number changes are sent.
 */
export function useBannerActions() {
  const queries = useQueryClient();
  const done = () => queries.invalidateQueries({ queryKey: contentKeys.all });
  const toggle = useMutation({
    mutationFn: (b: StaffBanner) =>
      contentCall('content.updateBanner', { params: { id: b.id }, body: { active: !b.active } }),
    onSuccess: done,
  });
  const move = useMutation({
    mutationFn: async ({ group, from, by }: { group: StaffBanner[]; from: number; by: -1 | 1 }) => {
      const order = [...group];
      const [moved] = order.splice(from, 1);
      if (!moved) return;
      order.splice(from + by, 0, moved);
      for (const [i, b] of order.entries()) {
        if (b.sort !== i * 10)
          await contentCall('content.updateBanner', { params: { id: b.id }, body: { sort: i * 10 } });
      }
    },
    onSuccess: done,
  });
  return { toggle, move, busy: toggle.isPending || move.isPending, error: toggle.error ?? move.error };
}
