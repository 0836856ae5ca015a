export { DrawsPage } from './draws/draws-page';
export { HolidaysPage } from './holidays/holidays-page';
