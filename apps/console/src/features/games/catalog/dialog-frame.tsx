import type { ReactNode } from 'react';

/** A dialog over the catalog page, closed by Escape or its own Cancel. */
export function DialogFrame(props: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="w-full max-w-lg rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        {props.children}
      </div>
    </div>
  );
}
