import type { ReactNode } from 'react';

/** A member-centre page's own heading: its title and a line on what the page is for. */
export function PageHeading({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-xs text-muted">{lead}</p>
    </header>
  );
}
