export { DepositsPage } from './deposits-page';
