import { lazy, Suspense } from 'react';

const Dialog = lazy(() => import('./agent-centre-dialog').then((m) => ({ default: m.AgentCentreDialog })));

/** Only agents open the centre, so its code loads when one does, not with every page. */
export function AgentCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog onClose={onClose} />
    </Suspense>
  );
}
