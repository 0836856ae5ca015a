export { MySessionsPage } from './my-sessions-page';
export { StaffPage } from './staff-page';
