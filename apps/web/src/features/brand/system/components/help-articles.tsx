import type { HelpItem } from '@pf/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** '#term' and '#terms' both appear in links (§2); whichever one the articles use, land on it. */
function findAnchor(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  const alias = id.endsWith('s') ? id.slice(0, -1) : `${id}s`;
  return document.getElementById(id) ?? document.getElementById(alias);
}

/** Every help article as an anchored section; scrolls to the URL's anchor once they are rendered. */
export function HelpArticles({ items }: { items: readonly HelpItem[] }) {
  const { hash } = useLocation();

  useEffect(() => {
    if (items.length === 0) return;
    findAnchor(hash)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, items]);

  return (
    <div className="space-y-4">
      {items.map((item) => (
        <section
          key={item.id}
          id={item.anchor}
          data-testid={`help-article-${item.anchor}`}
          className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-card target:ring-2 target:ring-accent sm:p-6"
        >
          <h2 className="text-lg font-bold text-fg">{item.title}</h2>
          {/* Plain text on purpose: article bodies are merchant-edited and never injected as HTML. */}
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-muted">{item.content}</p>
        </section>
      ))}
    </div>
  );
}
