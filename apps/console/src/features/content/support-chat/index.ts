export { SupportInboxPage } from './support-inbox-page';
