import { CUSTOMER_SERVICE_POPUP } from '@pf/shared';

/**
 * Opens `url` in a centred pop-up window. Returns false when the browser blocked it, so the
 * caller can tell the visitor to allow pop-ups instead of failing silently.
 */
export function openPopup(url: string, name: string, size = CUSTOMER_SERVICE_POPUP): boolean {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  const features = `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
  const popup = window.open(url, name, features);
  if (!popup) return false;
  // The chat page is third-party: it must not be able to navigate this tab.
  popup.opener = null;
  return true;
}
