export { AdjustmentDialog } from './adjustment-dialog';
export { AdjustmentsPage } from './adjustments-page';
export { MemberLedger } from './member-ledger';
