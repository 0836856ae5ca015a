/** Lottery calls still registered without a shared contract; this list only shrinks. */
export const pendingLottery: string[] = [
  'GET /bo/api/lottery/draws',
  'POST /bo/api/lottery/draws/{drawId}/result',
  'POST /bo/api/lottery/results/import',
  'POST /bo/api/lottery/results/{entryId}/confirm',
  'POST /bo/api/lottery/results/{entryId}/reject',
  'POST /bo/api/lottery/draws/{drawId}/cancel',
  'GET /bo/api/lottery/holidays',
  'PUT /bo/api/lottery/holidays/{region}/{day}',
  'DELETE /bo/api/lottery/holidays/{region}/{day}',
  'POST /bo/api/lottery/draws/{drawId}/void/confirm',
];
