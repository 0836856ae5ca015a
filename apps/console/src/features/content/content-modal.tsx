import type { ReactNode } from 'react';

/** A content form over the page, closed by Escape or its own Cancel. */
export function ContentModal(props: {
  label: string;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className={`w-full ${props.wide ? 'max-w-5xl' : 'max-w-lg'} rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl`}
      >
        <h2 className="mb-4 text-lg font-semibold">{props.label}</h2>
        {props.children}
      </div>
    </div>
  );
}
