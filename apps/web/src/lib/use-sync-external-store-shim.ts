/**
 * Stands in for `use-sync-external-store/shim` (react-i18next imports it): React 19 has the hook
 * itself, and the package's CommonJS shim would only add a `require('react')` wrapper to the
 * framework chunk.
 */
export { useSyncExternalStore } from 'react';
