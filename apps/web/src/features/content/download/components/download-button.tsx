import { lazy, type ReactNode, Suspense, useState } from 'react';
// Loaded with the shell so the browser's one install offer is caught before the modal opens.
import '../model/use-install-prompt';

// The modal brings the QR encoder; the menus that open it load before anyone asks for it.
const DownloadDialog = lazy(() => import('./download-dialog').then((m) => ({ default: m.DownloadDialog })));

/**
 * Whatever opens the download modal (the side bar entry, the home block): the trigger is drawn by
 * the caller, which gets `open`; the modal is kept next to it and loaded on first use.
 */
export function DownloadDialogTrigger({ children }: { children: (open: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      {children(() => {
        setUsed(true);
        setOpen(true);
      })}
      {used ? (
        <Suspense fallback={null}>
          <DownloadDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
