import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

const Dialog = lazy(() => import('./agent-centre-dialog').then((m) => ({ default: m.AgentCentreDialog })));

/** Only agents open the centre, so its code loads when one does, not with every page. */
export function AgentCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-40 grid place-items-center bg-black/60">
          <Spinner className="size-8 text-accent" />
        </div>
      }
    >
      <Dialog onClose={onClose} />
    </Suspense>
  );
}
