export { KycPage } from './kyc-page';
