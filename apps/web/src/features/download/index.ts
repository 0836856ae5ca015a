// The download feature's public surface: the home block and the modal's trigger (the /down page
// is loaded by the route table).
export { DownloadDialogTrigger } from './components/download-button';
export { HomeDownloadBlock } from './components/home-download-block';
export { QrCode } from './components/qr-code';
export { affiliateLink } from './model/app-links';
