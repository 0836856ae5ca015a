import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryCall, lotteryKeys } from '../lottery-calls';

/** The draw decisions of the board; each refreshes the list once the server has answered. */
export function useDrawMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: lotteryKeys.draws });
  return {
    enter: useMutation({
      mutationFn: (v: { drawId: number; winningNumber: string }) =>
        lotteryCall('lottery.boEnterResult', {
          params: { drawId: String(v.drawId) },
          body: { winningNumber: v.winningNumber },
        }),
      onSettled,
    }),
    confirm: useMutation({
      mutationFn: (v: { entryId: string; winningNumber: string }) =>
        lotteryCall('lottery.boConfirmResult', {
          params: { entryId: v.entryId },
          body: { winningNumber: v.winningNumber },
        }),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: (v: { entryId: string; note: string }) =>
        lotteryCall('lottery.boRejectResult', { params: { entryId: v.entryId }, body: { note: v.note } }),
      onSettled,
    }),
    void: useMutation({
      mutationFn: (v: { drawId: number; reason: string }) =>
        lotteryCall('lottery.boCancelDraw', {
          params: { drawId: String(v.drawId) },
          body: { reason: v.reason },
        }),
      onSettled,
    }),
    confirmVoid: useMutation({
      mutationFn: (drawId: number) =>
        lotteryCall('lottery.boConfirmVoid', { params: { drawId: String(drawId) } }),
      onSettled,
    }),
  };
}

export type DrawMutations = ReturnType<typeof useDrawMutations>;
