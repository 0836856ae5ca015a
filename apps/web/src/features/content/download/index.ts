// The download feature's public surface: the home block and the modal's trigger (the /down page
// is loaded by the route table).
export { DownloadDialogTrigger } from './components/download-button';
/** Home's download block with its QR codes, loaded as the visitor scrolls near it. */
export const loadHomeDownloadBlock = () => import('./components/home-download-block');
export { affiliateLink } from './model/app-links';
