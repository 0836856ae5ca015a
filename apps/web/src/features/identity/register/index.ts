// The register feature's public surface: the form (page and pop-up) and the welcome dialog.
export { RegisterForm } from './components/lazy-forms';
export { RegisterSuccessDialog } from './components/register-success-dialog';
export { RegisterPromo } from './slots';
