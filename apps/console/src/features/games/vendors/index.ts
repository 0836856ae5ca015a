export { VendorsPage } from './vendors-page';
