import type { ReactNode } from 'react';

/** The frame of the agent desk's dialogs: over the page, closed by Escape or their own Cancel. */
export function Modal(props: { label: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className={`w-full ${props.wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl`}
      >
        {props.children}
      </div>
    </div>
  );
}
